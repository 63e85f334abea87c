import { AsyncLocalStorage } from 'node:async_hooks';
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

const current = new AsyncLocalStorage<Sequence>();

/** Runs `work` as one sequence: every exchange sent under it (concurrent ones elsewhere excluded) is recorded. */
export function inSequence<T>(sequence: Sequence, work: () => Promise<T>): Promise<T> {
  return current.run(sequence, work);
}

/** The sequence the calling code runs in, if any. */
export const currentSequence = (): Sequence | undefined => current.getStore();
