import type { Exchange } from '../../engine/exchange.js';

/** A failure keeps at most this many of the requests that led to it (the last ones). */
const MAX_STEPS = 40;

/**
 * The exchanges of one stateful sequence, in the order they were sent: what reproduces a failure
 * that depends on the state earlier requests left (an update, then its read-back).
 */
export class Sequence {
  private readonly steps: Exchange[] = [];

  add(exchange: Exchange): void {
    this.steps.push(exchange);
    if (this.steps.length > MAX_STEPS) this.steps.shift();
  }

  /** A copy: the sequence goes on after a finding is reported. */
  snapshot(): readonly Exchange[] {
    return [...this.steps];
  }
}
