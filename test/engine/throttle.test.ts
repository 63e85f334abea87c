import { describe, expect, it } from 'vitest';
import { Throttle } from '../../engine/http/throttle.js';

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

  it('serves equals in the order they came', async () => {
    const throttle = new Throttle(1);
    const log: string[] = [];
    await Promise.all(['a', 'b', 'c'].map((name) => throttle.run(task(log, name, 1))));
    expect(log.filter((line) => line.startsWith('start'))).toEqual(['start a', 'start b', 'start c']);
  });
});
