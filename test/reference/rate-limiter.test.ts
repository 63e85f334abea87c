import { describe, expect, it } from 'vitest';
import { parseHttpDate } from '../../engine/deprecation/http-date.js';
import { limitRate } from '../../reference/http/rate-limiter.js';

const SECOND = Date.UTC(2026, 0, 1, 12, 0, 0);

describe('the reference limiters by time', () => {
  it('fixed window: a quota per second of the clock, announced on every answer; beyond, Retry-After is the HTTP-date the next window opens', () => {
    const server = {};
    const limit = { perSecond: 3, algorithm: 'fixed-window' } as const;
    const decisions = [0, 100, 200, 300].map((ms) => limitRate(server, limit, SECOND + ms));
    expect(decisions.map((decision) => decision?.refusal === undefined)).toEqual([true, true, true, false]);
    expect(decisions.map((decision) => decision?.headers.ratelimit)).toEqual(['"second";r=2;t=1', '"second";r=1;t=1', '"second";r=0;t=1', '"second";r=0;t=1']);
    expect(decisions[0]?.headers['ratelimit-policy']).toBe('"second";q=3;w=1');
    const retryAt = parseHttpDate(decisions[3]?.headers['retry-after'] ?? '');
    expect(retryAt.ok && retryAt.value.getTime()).toBe(SECOND + 1_000);
    expect(limitRate(server, limit, SECOND + 1_000)?.refusal).toBeUndefined();
  });

  it('token bucket: a burst, then the refill rate; it announces nothing but Retry-After in seconds', () => {
    const server = {};
    const limit = { perSecond: 10, algorithm: 'token-bucket', burst: 2 } as const;
    const burst = [0, 1, 2].map((ms) => limitRate(server, limit, SECOND + ms));
    expect(burst.map((decision) => decision?.refusal === undefined)).toEqual([true, true, false]);
    expect(burst[2]?.headers).toEqual({ 'retry-after': '1' });
    // A tenth of a second later, one token is back.
    expect(limitRate(server, limit, SECOND + 102)?.refusal).toBeUndefined();
    expect(limitRate(server, limit, SECOND + 103)?.refusal).toBeDefined();
  });

  it('limits nothing without a limit, and each server on its own', () => {
    expect(limitRate({}, undefined)).toBeUndefined();
    const limit = { perSecond: 1, algorithm: 'fixed-window' } as const;
    limitRate({}, limit, SECOND);
    expect(limitRate({}, limit, SECOND)?.refusal).toBeUndefined();
  });
});
