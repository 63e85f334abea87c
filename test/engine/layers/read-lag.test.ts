import { describe, expect, it } from 'vitest';
import { readLagWait } from '../../../engine/http/layers/read-lag.js';
import { ReadLag } from '../../../engine/http/read-lag.js';
import type { ApiRequest } from '../../../engine/http/api-request.js';
import { CHANGE, GET, REQUEST, scripted, TIMESHEET } from './fake-send.js';

/** Milliseconds from sending `request` through `send` to its answer. */
async function timed(send: (request: ApiRequest) => Promise<unknown>, request: ApiRequest): Promise<number> {
  const started = performance.now();
  await send(request);
  return performance.now() - started;
}

/** A lag learned from a change seen 40 ms after it was made: 60 ms with the margin. */
function learned(): ReadLag {
  const lag = new ReadLag();
  lag.learn(40);
  return lag;
}

describe('engine/http/read-lag and its layer', () => {
  it('learns a lag with a margin, rounded up to 10 ms, never shorter than one learned before, and says so once per change', () => {
    const lines: string[] = [];
    const lag = new ReadLag((line) => lines.push(line));
    lag.learn(41);
    expect(lag.lagMs).toBe(70);
    lag.learn(20);
    expect(lag.lagMs).toBe(70);
    lag.learn(100);
    expect(lag.lagMs).toBe(150);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('waits 150 ms');
  });

  it('says whether a read was seen to miss a change, or reads only came too late to rule a lag out', () => {
    const lines: string[] = [];
    const lag = new ReadLag((line) => lines.push(line));
    lag.learn(30, 'bound');
    lag.learn(60);
    expect(lines[0]).toMatch(/^reads may lag writes: every read showed its change, but none came soon enough .* waits 50 ms$/);
    expect(lines[1]).toMatch(/^reads lag writes: a GET showed a change only some milliseconds after its 200 .* waits 90 ms$/);
  });

  it('a read of a document waits out the lag after a change of it: GET and PATCH {} alike', async () => {
    const send = readLagWait(learned())(scripted({ status: 200 }).send);
    await send(CHANGE);
    expect(await timed(send, GET)).toBeGreaterThanOrEqual(58);
    await send(CHANGE);
    expect(await timed(send, REQUEST)).toBeGreaterThanOrEqual(58);
  });

  it('only a read, only of the document changed, and only until the lag has passed since its answer', async () => {
    const lag = learned();
    const { send: next, sent } = scripted({ status: 200 });
    const send = readLagWait(lag)(next);
    await send(CHANGE);
    expect(lag.beforeSend(TIMESHEET)).toBeUndefined();
    expect(lag.beforeSend(CHANGE)).toBeUndefined();
    expect(lag.beforeSend(GET)).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 65));
    expect(lag.beforeSend(GET)).toBeUndefined();
    // A read is no change: it makes no later read wait.
    await send(GET);
    expect(lag.beforeSend(GET)).toBeUndefined();
    expect(sent.map((request) => request.purpose)).toEqual([CHANGE.purpose, GET.purpose]);
  });

  it('notes changes before it knows the lag: a read after the probe waits for its last write', async () => {
    const lag = new ReadLag();
    const send = readLagWait(lag)(scripted({ status: 200 }).send);
    await send(CHANGE);
    expect(lag.beforeSend(GET)).toBeUndefined();
    lag.learn(40);
    expect(await timed(send, GET)).toBeGreaterThanOrEqual(55);
  });

  it('with no lag learned, nothing ever waits', async () => {
    const lag = new ReadLag();
    const send = readLagWait(lag)(scripted({ status: 200 }).send);
    await send(CHANGE);
    expect(lag.lagMs).toBe(0);
    expect(lag.beforeSend(GET)).toBeUndefined();
  });

  it('offers later looks at a read only after a change of its document, and only those still to come', async () => {
    const lag = new ReadLag();
    expect(lag.settleTimes(GET)).toEqual([]);
    lag.noteAnswered(CHANGE);
    const times = lag.settleTimes(GET);
    expect(times.length).toBeGreaterThan(3);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(times[0]).toBeGreaterThan(performance.now());
    expect(lag.settleTimes(TIMESHEET)).toEqual([]);
    expect(lag.settleTimes(CHANGE)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(lag.settleTimes(GET).length).toBeLessThan(times.length);
  });

  it('learns from a look that showed the change; stops looking after one that never did', () => {
    const lag = new ReadLag();
    lag.noteAnswered(CHANGE);
    const seen = lag.settled(GET, performance.now() + 40);
    expect(seen).toBeGreaterThanOrEqual(40);
    expect(lag.lagMs).toBeGreaterThanOrEqual(60);
    lag.noteAnswered(CHANGE);
    expect(lag.settleTimes(GET).length).toBeGreaterThan(0);
    expect(lag.settled(GET, undefined)).toBeUndefined();
    lag.noteAnswered(CHANGE);
    expect(lag.settleTimes(GET)).toEqual([]);
  });
});
