import type { Exchange } from '../../engine/exchange.js';

/** A failure keeps at most this many of the requests that led to it (the last ones). */
const MAX_STEPS = 40;

/**
 * The exchanges of one stateful sequence, in the order they were sent: what reproduces a failure
 * that depends on the state earlier requests left (an update, then its read-back).
 */
export class Sequence {
  private readonly steps: Exchange[] = [];

  /**
   * @param level the dependent round trips before this sequence's first request: a sample's sequence
   * starts where its property's stood (`ScenarioContext.branch`).
   */
  constructor(private level = 0) {}

  /** Round trips in a row, each sent once the one before it was answered: the latency this sequence cannot overlap. */
  get depth(): number {
    return this.level;
  }

  /** Branches that ran beside this sequence ended `depth` round trips in: what follows waits on them too. */
  reach(depth: number): void {
    this.level = Math.max(this.level, depth);
  }

  add(exchange: Exchange): void {
    this.level += 1;
    this.steps.push(exchange);
    if (this.steps.length > MAX_STEPS) this.steps.shift();
  }

  /** A copy: the sequence goes on after a finding is reported. */
  snapshot(): readonly Exchange[] {
    return [...this.steps];
  }
}
