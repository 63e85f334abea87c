import { describe, expect, it } from 'vitest';
import { redactCut, redactHeaders, redactText } from '../../engine/http/redact.js';

const SHORT: readonly (readonly [string, string])[] = [['x', '$PMC_TOKEN']];
const LONG_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.e30.abcdef';
const LONG: readonly (readonly [string, string])[] = [[LONG_TOKEN, '$PMC_TOKEN']];

describe('redactText', () => {
  // A mock's token "x" must not corrupt the words that contain the letter (issue: report keys such as
  // "exchanges" and enum values such as "mx-gantt" were rewritten, and the HTML writer crashed).
  it.each([
    ['exchanges', 'exchanges'],
    ['"projectType":"mx-gantt"', '"projectType":"mx-gantt"'],
    ['Savanah@example.org', 'Savanah@example.org'],
  ])('a short token inside a word is left alone: %s', (text, expected) => {
    expect(redactText(text, SHORT)).toBe(expected);
  });

  it.each([
    ['Bearer x', 'Bearer $PMC_TOKEN'],
    ['{"token":"x"}', '{"token":"$PMC_TOKEN"}'],
    ['?access_token=x&y=1', '?access_token=$PMC_TOKEN&y=1'],
    ['x', '$PMC_TOKEN'],
  ])('a short token standing as a word is redacted: %s', (text, expected) => {
    expect(redactText(text, SHORT)).toBe(expected);
  });

  it('a long token is redacted wherever it occurs, even glued to other characters', () => {
    expect(redactText(`a${LONG_TOKEN}b ${LONG_TOKEN}.`, LONG)).toBe('a$PMC_TOKENb $PMC_TOKEN.');
  });

  it('a placeholder with $ is inserted literally', () => {
    expect(redactText("x $' $&", [['x', "$'"]])).toBe("$' $' $&");
  });
});

describe('redactCut', () => {
  it('drops the first characters of a long token left at the end of a cut body', () => {
    expect(redactCut(`token: ${LONG_TOKEN.slice(0, 10)}`, LONG)).toBe('token: ');
  });

  it('keeps a word that only happens to end like the start of a short token', () => {
    expect(redactCut('tests', [['sample', '$PMC_TOKEN']])).toBe('tests');
    expect(redactCut('take a sam', [['sample', '$PMC_TOKEN']])).toBe('take a ');
  });
});

describe('redactHeaders', () => {
  it('replaces a token in any field, in a copy, the fields in their order; headers without one are given back as they are', () => {
    const sent = { accept: 'application/json', authorization: `Bearer ${LONG_TOKEN}`, 'user-agent': 'pm-conformance' };
    const redacted = redactHeaders(sent, LONG);
    expect(Object.entries(redacted)).toEqual([
      ['accept', 'application/json'],
      ['authorization', 'Bearer $PMC_TOKEN'],
      ['user-agent', 'pm-conformance'],
    ]);
    expect(sent.authorization).toBe(`Bearer ${LONG_TOKEN}`);
    const answered = { 'content-type': 'application/json' };
    expect(redactHeaders(answered, LONG)).toBe(answered);
  });
});

describe('redactText with several secrets that start alike', () => {
  it('redacts each wherever it occurs, and one added later that starts otherwise', () => {
    const pairs: [string, string][] = [
      ['pmc_admin0123456789abcdef', '$PMC_TOKEN'],
      ['pmc_member0123456789abcde', '$PMC_MEMBER_TOKEN'],
    ];
    expect(redactText('no token here', pairs)).toBe('no token here');
    expect(redactText('{"echo":"pmc_member0123456789abcde"}', pairs)).toBe('{"echo":"$PMC_MEMBER_TOKEN"}');
    // A refreshed token joins the same list (engine/http/layers/credentials.ts): what they share is worked out again.
    pairs.push(['refreshed-0123456789abcdef', '$PMC_TOKEN']);
    expect(redactText('Bearer refreshed-0123456789abcdef', pairs)).toBe('Bearer $PMC_TOKEN');
    expect(redactText('Bearer pmc_admin0123456789abcdef', pairs)).toBe('Bearer $PMC_TOKEN');
  });
});
