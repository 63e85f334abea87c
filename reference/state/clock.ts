/**
 * Timestamps that strictly increase, even for two updates within the same millisecond, so that
 * updatedAt always moves forward after a change (PROJECT.UPDATED_AT).
 */
export class Clock {
  private last = 0;

  now(): Date {
    this.last = Math.max(Date.now(), this.last + 1);
    return new Date(this.last);
  }
}
