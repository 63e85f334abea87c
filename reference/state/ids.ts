/** 24-hex document ids (the shape of a MongoDB ObjectId; the spec only says "string document identifier"). */
const hexId = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(24 - prefix.length, '0')}`;

/** Ids of the seeded fixtures: the same on every start. */
export const fixtureId = (n: number): string => hexId('65f0', n);

/** Ids of documents created while serving: deterministic per server start. */
export class IdSource {
  private counter = 0;

  next(): string {
    this.counter += 1;
    return hexId('66a0', this.counter);
  }
}
