import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestTarget } from '../../reference/http/request-target.js';

const BASE = 'http://reference.invalid';

/** The outcome of reading a target: its path and query, or the error thrown. */
function outcome(parse: () => { pathname: string; searchParams: URLSearchParams }) {
  try {
    const { pathname, searchParams } = parse();
    return { pathname, query: [...searchParams] };
  } catch (error) {
    return { error: String(error) };
  }
}

/** What the WHATWG URL parser makes of a target: the reference's routing and query reading see only this. */
const parsed = (target: string) => outcome(() => new URL(target, BASE));
const read = (target: string) => outcome(() => requestTarget(target));

// Characters the fast path reads as written, and characters the URL parser encodes, decodes or resolves.
const CHARACTERS = [...'abcXYZ019_-~/?&=.%+#\\ é"<>{}`|', '%2e', '%2F', '..', '//'];

describe('requestTarget', () => {
  it('reads the path and query of an ordinary request as the URL parser does', () => {
    for (const target of ['/v1/projects/65f000000000000000000101', '/v1/timesheets/abc?notify=false', '/v1/orgs/me?', '/v1/x?a=1&a=2&b', '/'])
      expect(read(target)).toEqual(parsed(target));
  });

  it('reads dot segments, escapes, authorities and characters the parser encodes as the URL parser does', () => {
    for (const target of [
      '/v1/projects/../orgs/me',
      '/v1/projects/%2e%2E/x',
      '//evil/v1/orgs/me',
      '/v1/a b',
      '/v1/\u00e9?q=\u00e9',
      '/v1/x?a+b=c%20d',
      '/v1/x#frag',
    ])
      expect(read(target)).toEqual(parsed(target));
  });

  it('agrees with the URL parser on any target made of characters it treats specially', () => {
    const target = fc.array(fc.constantFrom(...CHARACTERS), { maxLength: 24 }).map((parts) => `/${parts.join('')}`);
    fc.assert(
      fc.property(target, (value) => {
        expect(read(value)).toEqual(parsed(value));
      }),
      { numRuns: 2000 },
    );
  });
});
