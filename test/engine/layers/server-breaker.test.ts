import { describe, expect, it } from 'vitest';
import { ServerHealth } from '../../../engine/http/health.js';
import { serverBreaker } from '../../../engine/http/layers/server-breaker.js';
import { BaseUrl } from '../../../engine/http/target.js';
import { REQUEST, scripted, TIMEOUT, TIMESHEET } from './fake-send.js';

const BASE = new BaseUrl('http://127.0.0.1:1/v1');

describe('the whole-server breaker', () => {
  it('asks a liveness probe before it opens: a server that answers it is alive, whatever one operation does', async () => {
    const health = new ServerHealth();
    let probes = 0;
    const probe = () => {
      probes += 1;
      health.answered();
      return Promise.resolve(true);
    };
    const send = serverBreaker(health, { probe }, BASE)(scripted({ status: 200 }, { problem: TIMEOUT }).send);
    await send(REQUEST);
    for (let n = 0; n < 5; n += 1) await send(REQUEST);
    expect(probes).toBeGreaterThan(0);
    expect(health.tripped).toBeUndefined();
    health.dispose();
  });

  it('opens at once when several operations fail in a row: the server is gone, whatever a probe says', async () => {
    const health = new ServerHealth();
    let probes = 0;
    const probe = () => {
      probes += 1;
      return Promise.resolve(true);
    };
    const send = serverBreaker(health, { probe }, BASE)(scripted({ status: 200 }, { problem: TIMEOUT }).send);
    await send(REQUEST);
    await send(REQUEST);
    await send(TIMESHEET);
    await send(REQUEST);
    expect(probes).toBe(0);
    expect(health.tripped).toMatch(/^the server stopped answering: 3 requests in a row got no answer/);
    health.dispose();
  });

  it('opens when the probe is not answered either, and then sends nothing', async () => {
    const health = new ServerHealth();
    const probe = () => {
      health.failed({ kind: 'refused', message: 'connection refused' });
      return Promise.resolve(false);
    };
    const { send: answers, sent } = scripted({ status: 200 }, { problem: TIMEOUT });
    const send = serverBreaker(health, { probe }, BASE)(answers);
    for (let n = 0; n < 4; n += 1) await send(REQUEST);
    expect(health.tripped).toMatch(/^the server stopped answering: 3 requests in a row got no answer/);
    expect((await send(REQUEST)).problem?.kind).toBe('not-sent');
    expect(sent).toHaveLength(4);
    health.dispose();
  });
});
