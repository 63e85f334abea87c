import { describe, expect, it } from 'vitest';
import { policyRate, rateLimitFieldsOf } from '../../../engine/http/rate/rate-limit-fields.js';

describe('the rate limit an answer announces', () => {
  it('reads RateLimit and RateLimit-Policy of the IETF draft (08 and later): the tightest policy binds', () => {
    const fields = rateLimitFieldsOf({ 'ratelimit-policy': '"minute";q=1000;w=60, "second";q=10;w=1', ratelimit: '"second";r=3;t=1' });
    expect(fields.policies).toEqual([
      { quota: 1000, windowSeconds: 60 },
      { quota: 10, windowSeconds: 1 },
    ]);
    expect(policyRate(fields.policies)).toBe(10);
    expect(fields).toMatchObject({ remaining: 3, resetSeconds: 1, fields: ['RateLimit-Policy', 'RateLimit'] });
  });

  it('reads the forms of earlier drafts: a quota item, a RateLimit dictionary, RateLimit-Remaining/-Reset', () => {
    expect(rateLimitFieldsOf({ 'ratelimit-policy': '50;w=5', ratelimit: 'limit=50, remaining=0, reset=2' })).toMatchObject({
      policies: [{ quota: 50, windowSeconds: 5 }],
      remaining: 0,
      resetSeconds: 2,
    });
    expect(rateLimitFieldsOf({ 'ratelimit-limit': '10', 'ratelimit-remaining': '4', 'ratelimit-reset': '7' })).toMatchObject({ remaining: 4, resetSeconds: 7 });
  });

  it('reads X-RateLimit-*, whose reset is seconds or the epoch second of the reset', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(rateLimitFieldsOf({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '3' }, now)).toMatchObject({
      remaining: 0,
      resetSeconds: 3,
      fields: ['X-RateLimit-Remaining'],
    });
    expect(rateLimitFieldsOf({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(now / 1000 + 5) }, now).resetSeconds).toBe(5);
  });

  it('says nothing of fields that do not parse, or of a policy without a window', () => {
    expect(rateLimitFieldsOf({ 'ratelimit-policy': '"x";q=', ratelimit: ';;;' })).toEqual({ policies: [], fields: [] });
    expect(rateLimitFieldsOf({ 'ratelimit-policy': '"x";q=10' }).policies).toEqual([]);
    expect(rateLimitFieldsOf({})).toEqual({ policies: [], fields: [] });
  });
});
