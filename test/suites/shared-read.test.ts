import { describe, expect, it } from 'vitest';
import { SharedRead } from '../../suites/runtime/shared-read.js';

describe('SharedRead', () => {
  it('sends one read once every sample that entered asks, and answers them in the order they entered', async () => {
    let reads = 0;
    const shared = new SharedRead(async () => (reads += 1));
    const order: number[] = [];
    const tickets = [shared.enter(), shared.enter(), shared.enter()];
    // They ask in another order than they entered (their writes were answered so).
    const asked = [2, 0, 1].map((index) => shared.after(tickets[index] as number).then((value) => order.push(index) && value));
    expect(await Promise.all(asked)).toEqual([1, 1, 1]);
    expect(reads).toBe(1);
    expect(order).toEqual([0, 1, 2]);
    // The next batch has a read of its own.
    const next = shared.enter();
    expect(await shared.after(next)).toBe(2);
  });

  it('does not wait on a sample that left (it threw before asking)', async () => {
    let reads = 0;
    const shared = new SharedRead(async () => (reads += 1));
    const first = shared.enter();
    shared.enter();
    const answer = shared.after(first);
    shared.leave();
    expect(await answer).toBe(1);
  });

  it('passes a failed read to every sample that asked', async () => {
    const shared = new SharedRead<number>(async () => {
      throw new Error('no read');
    });
    const tickets = [shared.enter(), shared.enter()];
    await expect(Promise.all(tickets.map((ticket) => shared.after(ticket)))).rejects.toThrow('no read');
  });
});
