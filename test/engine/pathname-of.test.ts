import { describe, expect, it } from 'vitest';
import { pathnameOf } from '../../engine/pathname-of.js';

const URLS = [
  'http://127.0.0.1:8080/v1/projects/65f000000000000000000101',
  'http://127.0.0.1:8080/v1/projects/65f000000000000000000101/people/66a0?notify=false',
  'http://127.0.0.1:8080/v1/projects/x#fragment',
  'http://127.0.0.1:8080',
  'http://127.0.0.1:8080?notify=false',
  'HTTPS://Example.COM/api/v1/orgs/me',
  'http://127.0.0.1:8080/v1/projects/a%2Fb',
  'http://127.0.0.1:8080/v1/../projects/1',
  'http://127.0.0.1:8080/v1/%2e%2e/projects/1',
  'http://127.0.0.1:8080/v1/projects/./1',
  'http://127.0.0.1:8080/v1\\projects\\1',
  'http://127.0.0.1:8080/v1/projects/a b',
  'http://127.0.0.1:8080/v1/projects/\u00e9t\u00e9',
  'http://127.0.0.1:8080/v\t1/projects',
  'http://127.0.0.1:8080//v1//projects/',
  "http://127.0.0.1:8080/v1/projects/a!$&'()*+,;=:@~_-",
];

describe('pathnameOf', () => {
  it('gives what the URL parser gives, for plain paths and for those it changes (dot segments, escapes, backslashes)', () => {
    // Twice: the second pass reads the trusted origins' plain URLs without the parser.
    for (let pass = 0; pass < 2; pass += 1) for (const url of URLS) expect(pathnameOf(url), url).toBe(new URL(url).pathname);
  });

  it('throws on a URL the parser refuses, as the parser does', () => {
    expect(() => pathnameOf('not a url')).toThrow();
  });
});
