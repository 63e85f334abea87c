import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../engine/http/client.js';
import { ReadLag } from '../../suites/runtime/read-lag.js';

const read = (projectId: string): ApiRequest => ({ operation: 'GET /projects/{projectId}', params: { projectId }, purpose: 'read' });
const emptyUpdate = (projectId: string): ApiRequest => ({ operation: 'PATCH /projects/{projectId}', params: { projectId }, body: {}, purpose: 'read' });
const change = (projectId: string): ApiRequest => ({
  operation: 'PATCH /projects/{projectId}',
  params: { projectId },
  body: { title: 't' },
  purpose: 'change',
});

/** Milliseconds `beforeSend` made a request wait. */
async function waited(lag: ReadLag, request: ApiRequest): Promise<number> {
  const started = performance.now();
  await lag.beforeSend(request);
  return performance.now() - started;
}

describe('suites/runtime/read-lag', () => {
  it('a read of a document waits out the lag after a change sent to that document: GET and PATCH {} alike', async () => {
    const lag = new ReadLag(80);
    lag.noteSent(change('p1'));
    expect(await waited(lag, read('p1'))).toBeGreaterThanOrEqual(78);
    lag.noteSent(change('p1'));
    expect(await waited(lag, emptyUpdate('p1'))).toBeGreaterThanOrEqual(78);
  });

  it('only a read, only of the document changed, and only until the lag has passed', async () => {
    const lag = new ReadLag(80);
    lag.noteSent(change('p1'));
    expect(lag.beforeSend(read('p2'))).toBeUndefined();
    expect(lag.beforeSend(change('p1'))).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 85));
    expect(lag.beforeSend(read('p1'))).toBeUndefined();
    // A read is no change: it makes no later read wait.
    lag.noteSent(read('p2'));
    expect(lag.beforeSend(read('p2'))).toBeUndefined();
  });

  it('with no lag (the probe found none, or measured none), nothing ever waits', () => {
    for (const lag of [new ReadLag(), new ReadLag(0)]) {
      lag.noteSent(change('p1'));
      expect(lag.lagMs).toBe(0);
      expect(lag.beforeSend(read('p1'))).toBeUndefined();
    }
  });
});
