import { describe, expect, it } from 'vitest';
import { Throttle, Together } from '../../engine/http/throttle.js';

/** A task that records when it starts and ends after `ms`. */
const task =
  (log: string[], name: string, ms = 5) =>
  async () => {
    log.push(`start ${name}`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    log.push(`end ${name}`);
  };

describe('Throttle', () => {
  it('keeps at most --concurrency tasks in flight', async () => {
    const throttle = new Throttle(2);
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 8 }, () =>
        throttle.run(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 2));
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
  });

  it('gives a free slot to the flow with the fewest in flight: a chain is not starved by a batch', async () => {
    const throttle = new Throttle(2);
    const log: string[] = [];
    const batch = Symbol('batch');
    const chain = Symbol('chain');
    // The batch fills both slots (its second request a slow one) and queues four more; the chain's request comes last.
    const sent = [1, 2, 3, 4, 5, 6].map((n) => throttle.run(task(log, `batch ${n}`, n === 2 ? 40 : 5), batch));
    const chained = throttle.run(task(log, 'chain'), chain);
    await Promise.all([...sent, chained]);
    // The first slot freed goes to the chain (no request in flight), not to the batch's third.
    expect(log.indexOf('start chain')).toBeLessThan(log.indexOf('start batch 3'));
  });

  it('lets the continuation of an answer take the slot it freed, before the requests queued', async () => {
    const throttle = new Throttle(1);
    const log: string[] = [];
    const chain = Symbol('chain');
    // A chain's PATCH, then at once its read-back; a batch's request queued while the PATCH was in flight.
    const chained = throttle.run(task(log, 'patch', 5), chain).then(() => throttle.run(task(log, 'read back', 5), chain));
    const queued = throttle.run(task(log, 'batch 1', 5), Symbol('batch'));
    await Promise.all([chained, queued]);
    expect(log.filter((line) => line.startsWith('start'))).toEqual(['start patch', 'start read back', 'start batch 1']);
  });

  it('starts a task at once when a slot is free, and keeps its failure for the caller', async () => {
    const throttle = new Throttle(1);
    let started = false;
    const run = throttle.run(() => {
      started = true;
      return Promise.reject(new Error('no answer'));
    });
    expect(started).toBe(true);
    await expect(run).rejects.toThrow('no answer');
    // Its slot was freed all the same: the next task gets it.
    await expect(throttle.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });

  it('serves equals in the order they came', async () => {
    const throttle = new Throttle(1);
    const log: string[] = [];
    await Promise.all(['a', 'b', 'c'].map((name) => throttle.run(task(log, name, 1))));
    expect(log.filter((line) => line.startsWith('start'))).toEqual(['start a', 'start b', 'start c']);
  });

  it('starts requests sent together at the same time, ahead of the requests queued, once as many slots are free', async () => {
    const throttle = new Throttle(3);
    const log: string[] = [];
    const other = Symbol('other');
    // Three others hold the slots, at different times; two more queue; then a race of three.
    const busy = [10, 20, 30].map((ms, n) => throttle.run(task(log, `busy ${n}`, ms), other));
    const queued = [1, 2].map((n) => throttle.run(task(log, `queued ${n}`, 5), Symbol(`queued ${n}`)));
    const together = new Together(3);
    const race = Symbol('race');
    const raced = [1, 2, 3].map((n) => throttle.run(task(log, `race ${n}`, 5), race, together));
    await Promise.all([...busy, ...queued, ...raced]);
    const starts = log.filter((line) => line.startsWith('start')).slice(3);
    // All three race requests start before any queued one, one after the other at once.
    expect(starts.slice(0, 3).sort()).toEqual(['start race 1', 'start race 2', 'start race 3']);
    const first = log.indexOf('start race 1');
    expect(log.slice(first, first + 3).every((line) => line.startsWith('start race'))).toBe(true);
  });

  it('sends a request of a race that already started as any other (a re-check carries the same group)', async () => {
    const throttle = new Throttle(2);
    const log: string[] = [];
    const together = new Together(2);
    await Promise.all([1, 2].map((n) => throttle.run(task(log, `race ${n}`), 'race', together)));
    // Re-sent with the same group: each goes alone, and nothing is held for good.
    await throttle.run(task(log, 're-check 1'), 'race', together);
    await Promise.all([1, 2].map((n) => throttle.run(task(log, `after ${n}`), Symbol('after'))));
    // Both slots are free again: the two after it are in flight at once.
    expect(log.indexOf('start after 2')).toBeLessThan(log.indexOf('end after 1'));
  });
});
