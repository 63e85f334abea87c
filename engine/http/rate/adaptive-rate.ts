/** Multiplicative decrease: the share of the rate kept after a 429. */
export const DECREASE = 0.7;
/** The slowest the adaptive rate goes (requests per second). */
export const MIN_RATE = 1;
/** Below this share of the rate at which the last 429 came, the rate grows back quickly. */
export const NEAR = 0.9;
/** How many recent starts tell the rate the client was sending at before it was paced. */
const RECENT = 64;
/** The answers that tell whether 429s are frequent, and how many 429s among them make them so. */
export const RECENT_ANSWERS = 50;
export const FREQUENT = 2;
/**
 * How long the slowest rate may meet nothing but 429s before pacing is given up as futile. Long
 * enough for a short window (without Retry-After) to reset at that pace; short enough that a server
 * refusing everything ends the run in seconds, not the minute 50 answers at 1 request/s would take.
 */
export const FLOOR_PATIENCE_MS = 10_000;

/**
 * An adaptive rate (additive increase, multiplicative decrease) that keeps 429s rare on a server
 * whose limit nobody announced. Unpaced until 429s are frequent (2 among the last 50 answers: a
 * limiter that refuses one request in a hundred whatever the pace is not slowed by going slower);
 * then each 429 to a request sent after the last cut (one sent at the rate already lowered) cuts the
 * rate to 70 %; answers make it grow again,
 * quickly back to 90 % of the rate that met the last 429, then slowly past it, probing whether the
 * limit moved. One cut per round, as TCP: the requests already under way do not cut it again.
 */
export class AdaptiveRate {
  private current: number | undefined;
  /** The rate at which the last 429 came. */
  private limitSeen: number | undefined;
  private lastCutAt = Number.NEGATIVE_INFINITY;
  private lastGrowAt = 0;
  private readonly starts: number[] = [];
  /** The last answers, true for a 429. */
  private readonly recent: boolean[] = [];
  /** When the rate was cut down to its floor, while no answer has come since. */
  private floorSince: number | undefined;

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Set when the slowest rate still met nothing but 429s for FLOOR_PATIENCE_MS: the server refuses
   * whatever the pace, so pacing would only stretch the run (what such answers say is not assessed);
   * cleared by an answer.
   */
  private futile = false;

  /** Requests per second allowed, or undefined while the server has not answered 429 (or pacing is futile). */
  get rate(): number | undefined {
    return this.futile ? undefined : this.current;
  }

  /** A request leaves at `at`. */
  sent(at: number): void {
    this.starts.push(at);
    if (this.starts.length > RECENT) this.starts.shift();
  }

  /** A 429 to a request sent at `sentAt`; true when it cut the rate. */
  tooMany(sentAt: number): boolean {
    this.remember(true);
    const now = this.now();
    if (this.floorSince !== undefined && now - this.floorSince >= FLOOR_PATIENCE_MS) this.futile = true;
    if (this.futile) return false;
    if (this.recent.filter(Boolean).length < FREQUENT || sentAt < this.lastCutAt) return false;
    const base = this.current ?? this.observed(now);
    this.limitSeen = base;
    this.current = Math.max(MIN_RATE, base * DECREASE);
    if (this.current === MIN_RATE) this.floorSince ??= now;
    this.lastCutAt = now;
    this.lastGrowAt = now;
    return true;
  }

  /** An answer that is not a 429: the rate grows with the time answered since the last growth. */
  answered(): void {
    this.remember(false);
    this.futile = false;
    this.floorSince = undefined;
    const { current, limitSeen } = this;
    if (current === undefined || limitSeen === undefined) return;
    const now = this.now();
    const seconds = Math.max(0, now - this.lastGrowAt) / 1000;
    this.lastGrowAt = now;
    const near = limitSeen * NEAR;
    this.current = current < near ? Math.min(near, current + Math.max(1, 0.1 * limitSeen) * seconds) : current + Math.max(0.2, 0.05 * limitSeen) * seconds;
  }

  private remember(tooMany: boolean): void {
    this.recent.push(tooMany);
    if (this.recent.length > RECENT_ANSWERS) this.recent.shift();
  }

  /** The rate of the recent starts, when nothing paced them yet. */
  private observed(now: number): number {
    const first = this.starts[0];
    if (first === undefined || this.starts.length < 2) return 10;
    return Math.max(MIN_RATE, (this.starts.length * 1000) / Math.max(100, now - first));
  }
}
