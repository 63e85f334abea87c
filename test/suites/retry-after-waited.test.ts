import { describe, expect, it } from 'vitest';
import { retryAfter } from '../../suites/checks/exchange/retry-after.js';
import { exchange } from './exchange-factory.js';

describe('retry-after on a 429 the client waited out', () => {
  const verdicts = (value: string) =>
    retryAfter.run({ ...exchange({}), retries: { count: 1, waitedMs: 1000, retryAfter: value } }, { requireDeprecationHeaders: false });

  it('judges the Retry-After of the 429 before the 200 recorded', () => {
    expect(retryAfter.appliesTo({ ...exchange({}), retries: { count: 1, waitedMs: 1000, retryAfter: '1' } })).toBe(true);
    expect(verdicts('1').map((finding) => finding.verdict)).toEqual(['pass']);
    expect(verdicts('one second').map((finding) => finding.verdict)).toEqual(['warn']);
  });

  it('does not apply when the 429s carried no Retry-After', () => {
    expect(retryAfter.appliesTo({ ...exchange({}), retries: { count: 1, waitedMs: 1000 } })).toBe(false);
  });
});
