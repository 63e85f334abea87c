import { describe, expect, it } from 'vitest';
import { maskAuthorization, maskCredentials, maskInlineAuthorization, REDACTED, redactSecrets, scrubDeep } from '../../reports/common/sanitize.js';

describe('maskAuthorization', () => {
  it.each([
    ['Bearer $PMC_TOKEN', 'Bearer $PMC_TOKEN'],
    ['Bearer $PMC_MEMBER_TOKEN', 'Bearer $PMC_MEMBER_TOKEN'],
    ['Bearer eyJhbGciOiJIUzI1NiJ9.e30.x', `Bearer ${REDACTED}`],
    ['Basic dXNlcjpwYXNz', `Basic ${REDACTED}`],
    ['rawtoken', REDACTED],
    ['Bearer $PMC_TOKEN_SUFFIXlowercase', `Bearer ${REDACTED}`],
  ])('%s → %s', (value, expected) => {
    expect(maskAuthorization(value)).toBe(expected);
  });

  it('masks placeholders too when every credential must go (HAR)', () => {
    expect(maskCredentials('Bearer $PMC_TOKEN')).toBe(`Bearer ${REDACTED}`);
  });
});

describe('maskInlineAuthorization', () => {
  it.each([
    [`curl -H 'Authorization: Bearer abc.def' x`, `curl -H 'Authorization: Bearer ${REDACTED}' x`],
    ['curl -H "authorization: Bearer $PMC_TOKEN" x', 'curl -H "authorization: Bearer $PMC_TOKEN" x'],
    ['Proxy-Authorization: Basic Zm9v', `Proxy-Authorization: Basic ${REDACTED}`],
    ['no header here', 'no header here'],
    ['Missing Authorization: Bearer\nThe spec states', `Missing Authorization: ${REDACTED}\nThe spec states`],
  ])('%s', (text, expected) => {
    expect(maskInlineAuthorization(text)).toBe(expected);
  });
});

describe('redactSecrets', () => {
  it('replaces every occurrence and ignores empty secrets', () => {
    expect(redactSecrets('a s3cr3t b s3cr3t', ['', 's3cr3t'])).toBe(`a ${REDACTED} b ${REDACTED}`);
  });
});

describe('scrubDeep', () => {
  it('masks credential headers found as keys and scrubs every string, keys included', () => {
    const value = { headers: { Authorization: 'Bearer leaked', 'x-s3cr3t': 'v' }, list: ['s3cr3t'], n: 1, none: null };
    expect(scrubDeep(value, (text) => redactSecrets(text, ['s3cr3t']))).toEqual({
      headers: { Authorization: `Bearer ${REDACTED}`, [`x-${REDACTED}`]: 'v' },
      list: [REDACTED],
      n: 1,
      none: null,
    });
  });
});
