import { describe, expect, it } from 'vitest';
import { parseAccessLogLine } from '../../traffic/access-log.js';
import { detectFormat } from '../../traffic/detect-format.js';
import { parseJsonLine } from '../../traffic/json-lines.js';
import { operationOf } from '../../traffic/match.js';
import { decideUnused, parseSince } from '../../traffic/expect-unused.js';
import { countRecord, newUsage } from '../../traffic/usage.js';

describe('access-log', () => {
  it('reads the common format, with the time converted from its offset', () => {
    expect(parseAccessLogLine('127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /v1/orgs/me HTTP/1.0" 200 2326')).toEqual({
      method: 'GET',
      target: '/v1/orgs/me',
      status: 200,
      time: Date.parse('2000-10-10T20:55:36Z'),
    });
  });

  it('reads the combined format and keeps the user agent (escaped quotes unescaped), ignoring trailing fields', () => {
    const line =
      '10.1.2.3 - - [01/Feb/2026:00:00:01 +0000] "PATCH /api/v1/projects/p1?notify=0 HTTP/2.0" 400 12 "https://x/" "curl/8.5 \\"lab\\"" 0.003 upstream=1';
    expect(parseAccessLogLine(line)).toEqual({
      method: 'PATCH',
      target: '/api/v1/projects/p1?notify=0',
      status: 400,
      time: Date.parse('2026-02-01T00:00:01Z'),
      userAgent: 'curl/8.5 "lab"',
    });
  });

  it("converts each line's own time when consecutive lines share the minute but not the seconds, offset or month", () => {
    const at = (stamp: string) => parseAccessLogLine(`10.0.0.1 - - [${stamp}] "GET /v1/orgs/me HTTP/1.1" 200 1`);
    // In this order: each line is converted after one that shares all of its stamp but one part.
    const cases: [string, string | undefined][] = [
      ['10/Oct/2000:13:55:36 -0700', '2000-10-10T20:55:36Z'],
      ['10/Oct/2000:13:55:37 -0700', '2000-10-10T20:55:37Z'],
      ['10/Oct/2000:13:55:37 +0130', '2000-10-10T12:25:37Z'],
      ['10/Oct/2000:13:56:37 +0130', '2000-10-10T12:26:37Z'],
      ['10/Oct/2001:13:56:37 +0130', '2001-10-10T12:26:37Z'],
      ['10/Foo/2001:13:56:37 +0130', undefined],
      ['10/Foo/2001:13:56:38 +0130', undefined],
      ['10/Nov/2001:13:56:38 +0130', '2001-11-10T12:26:38Z'],
      // Out of range, normalised as Date.UTC normalises them (the 31st of February is the 3rd of March).
      ['31/Feb/2026:23:59:75 +0000', '2026-03-04T00:00:15Z'],
    ];
    for (const [stamp, iso] of cases) {
      const parsed = at(stamp);
      if (iso === undefined) expect(parsed, stamp).toEqual({ malformed: 'unknown month "Foo"' });
      else expect(parsed, stamp).toMatchObject({ time: Date.parse(iso) });
    }
  });

  it.each([
    ['a line of prose', 'this is not a log line'],
    ['a truncated line', '10.0.0.1 - - [01/Feb/2026:00:00:01 +0000] "GET /v1/orgs/me'],
    ['an unknown month', '10.0.0.1 - - [01/Foo/2026:00:00:01 +0000] "GET /v1/orgs/me HTTP/1.1" 200 1'],
    ['a status that is not three digits', '10.0.0.1 - - [01/Feb/2026:00:00:01 +0000] "GET /v1/orgs/me HTTP/1.1" 20 1'],
  ])('reports %s as malformed', (_label, line) => {
    expect(parseAccessLogLine(line)).toHaveProperty('malformed');
  });
});

describe('json-lines', () => {
  it('reads method, path and status, and the user agent and time when present', () => {
    expect(parseJsonLine('{"method":"delete","url":"/v1/orgs/roles/r1","statusCode":200,"user_agent":"svc/2","timestamp":"2026-03-01T10:00:00Z"}')).toEqual({
      method: 'DELETE',
      target: '/v1/orgs/roles/r1',
      status: 200,
      userAgent: 'svc/2',
      time: Date.parse('2026-03-01T10:00:00Z'),
    });
    expect(parseJsonLine('{"method":"GET","path":"/v1/projects","status":404,"time":1767225600}')).toMatchObject({ time: 1767225600000 });
  });

  it.each([
    ['not JSON', '{"method":'],
    ['an array', '[1,2]'],
    ['no path', '{"method":"GET","status":200}'],
    ['no status', '{"method":"GET","path":"/v1/orgs/me"}'],
    ['a status out of range', '{"method":"GET","path":"/v1/orgs/me","status":1000}'],
  ])('reports %s as malformed', (_label, line) => {
    expect(parseJsonLine(line)).toHaveProperty('malformed');
  });
});

describe('operation matching', () => {
  it.each([
    ['GET', '/projects/p1', 'GET /projects/{projectId}'],
    ['GET', '/v1/projects/p1', 'GET /projects/{projectId}'],
    ['get', 'https://api.example.com/gateway/v1/projects/p1/planItems?limit=5', 'GET /projects/{projectId}/planItems'],
    ['DELETE', '/v1/projects/p1/people/x%2Fy', 'DELETE /projects/{projectId}/people/{personId}'],
    ['POST', '/v1/projects/', 'POST /projects'],
    ['GET', '/v1/orgs/me', 'GET /orgs/me'],
  ])('%s %s is %s', (method, target, operation) => {
    expect(operationOf(method, target)).toBe(operation);
  });

  it('gives the same operation for a target seen again, also after more distinct targets than it remembers', () => {
    for (let round = 0; round < 2; round += 1) {
      for (let id = 0; id < 12_000; id += 1) expect(operationOf('GET', `/v1/projects/p${id}`)).toBe('GET /projects/{projectId}');
      expect(operationOf('GET', '/v1/projects/p1/people/x')).toBeUndefined();
      expect(operationOf('DELETE', '/v1/projects/p1')).toBe('DELETE /projects/{projectId}');
      expect(operationOf('PUT', '/v1/projects/p1')).toBeUndefined();
    }
  });

  it.each([
    ['GET', '/healthz'],
    ['PUT', '/v1/projects/p1'],
    ['GET', '/v1/projects/p1/extra/segments'],
    ['GET', '/v2/projects/p1/people/x'],
  ])('%s %s is not an operation of the spec', (method, target) => {
    expect(operationOf(method, target)).toBeUndefined();
  });
});

describe('format detection', () => {
  const head = (text: string) => Buffer.from(text);
  it.each([
    ['a HAR as we write it', '{"log":{"version":"1.2","creator":{"name":"x","version":"1"},"entries":[\n', 'har'],
    ['a pretty-printed HAR', '{\n  "log": {\n    "version": "1.2",', 'har'],
    ['JSON lines', '{"method":"GET","path":"/v1/orgs/me","status":200}\n{"method":"GET"', 'json-lines'],
    ['JSON lines with a "log" field of their own (Docker)', '{"log":"GET /v1/orgs/me 200","method":"GET","path":"/v1/orgs/me","status":200}\n', 'json-lines'],
    ['a HAR on one line', '{"log":{"version":"1.2","entries":[]}}\n', 'har'],
    ['an access log', '127.0.0.1 - - [10/Oct/2000:13:55:36 -0700] "GET / HTTP/1.0" 200 2326\n', 'access-log'],
  ])('recognises %s', (_label, text, format) => {
    expect(detectFormat('f', head(text))).toBe(format);
  });

  it('refuses what is none of them with one line naming the file', () => {
    expect(() => detectFormat('notes.txt', head('hello\nworld\n'))).toThrow(/^notes\.txt: unknown format/);
    expect(() => detectFormat('blob', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00]))).toThrow(/unknown format/);
  });
});

describe('expect-unused', () => {
  const usageOf = (records: { time?: number }[]) => {
    const usage = newUsage();
    for (const record of records) countRecord(usage, { method: 'DELETE', target: '/v1/orgs/roles/r', status: 200, ...record }, 'DELETE /orgs/roles/{roleId}');
    return usage;
  };
  const op = 'DELETE /orgs/roles/{roleId}' as const;

  it('fails an operation that was called, passes one that was not', () => {
    const gate = decideUnused(usageOf([{ time: Date.parse('2026-01-02T00:00:00Z') }]), [op, 'GET /orgs/me']);
    expect(gate.passed).toBe(false);
    expect(gate.verdicts.map((verdict) => verdict.ok)).toEqual([false, true]);
  });

  it('with --since, counts only calls from that date on; a call without a time counts as called', () => {
    const usage = usageOf([{ time: Date.parse('2026-01-02T00:00:00Z') }]);
    expect(decideUnused(usage, [op], parseSince('2026-01-03')).passed).toBe(true);
    expect(decideUnused(usage, [op], parseSince('2026-01-02T00:00:00Z')).passed).toBe(false);
    expect(decideUnused(usageOf([{}]), [op], parseSince('2026-01-03')).verdicts[0]?.message).toMatch(/1 without a time/);
  });

  it('refuses a --since that is not a date', () => {
    expect(() => parseSince('last tuesday')).toThrow(/--since/);
  });
});
