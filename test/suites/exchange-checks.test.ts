import { describe, expect, it } from 'vitest';
import type { Verdict } from '../../engine/finding.js';
import { exchangeChecks } from '../../suites/checks/exchange/index.js';
import type { ExchangeCheck } from '../../suites/runtime/check-types.js';
import { exchange, project, type ExchangeSpec } from './exchange-factory.js';

type Row = [name: string, spec: ExchangeSpec, expected: Verdict | 'n/a', requirement?: string];

const check = (id: string) => exchangeChecks.find((candidate) => candidate.id === id) as ExchangeCheck;

function verdictOf(target: ExchangeCheck, spec: ExchangeSpec, requireDeprecationHeaders = false): { verdict: Verdict | 'n/a'; requirements: string[] } {
  const ex = exchange(spec);
  if (!target.appliesTo(ex)) return { verdict: 'n/a', requirements: [] };
  const outcomes = target.run(ex, { requireDeprecationHeaders });
  const order: Verdict[] = ['fail', 'warn', 'pass', 'observe', 'skip'];
  const verdict = order.find((v) => outcomes.some((o) => o.verdict === v)) ?? 'n/a';
  return { verdict, requirements: outcomes.filter((o) => o.verdict === verdict).map((o) => o.requirement ?? target.requirement) };
}

const timesheetA = { _id: 't1', person: 'u1', status: 'draft', entries: [{ hours: [{ day: 'MON', value: 8 }] }] };
const person = { _id: 'pp1', permission: 'member', person: 'u2' };

const tables: Record<string, Row[]> = {
  'content-type-json': [
    ['application/json', { body: project }, 'pass'],
    ['conforming but different: charset parameter', { body: project, headers: { 'content-type': 'application/json; charset=utf-8' } }, 'pass'],
    ['conforming but different: +json type', { body: project, headers: { 'content-type': 'application/problem+json' } }, 'pass'],
    ['text/plain on a 200', { body: project, headers: { 'content-type': 'text/plain' } }, 'fail', 'GEN.JSON'],
    ['no content type on a 400', { status: 400, body: {}, headers: { 'content-type': undefined } }, 'fail'],
    [
      'HTML page on an undocumented 404 (a framework default: a SHOULD)',
      { status: 404, rawBody: '<html></html>', headers: { 'content-type': 'text/html' } },
      'warn',
      'GEN.JSON.OTHER_STATUSES',
    ],
    ['unparseable JSON', { rawBody: '{"a":', headers: { 'content-type': 'application/json' } }, 'fail'],
    ['empty body', { rawBody: '' }, 'n/a'],
  ],
  'no-server-error': [
    ['400', { status: 400, body: {} }, 'pass'],
    ['500 with an error body', { status: 500, body: { message: 'boom' } }, 'fail', 'SERVER.NO_5XX'],
    ['503', { status: 503, body: {} }, 'fail'],
  ],
  'success-is-200': [
    ['200', { body: project }, 'pass'],
    ['201', { status: 201, body: person }, 'fail', 'STATUS.SUCCESS'],
    ['204', { status: 204 }, 'fail'],
    ['400', { status: 400, body: {} }, 'n/a'],
  ],
  'status-documented': [
    ['400', { status: 400, body: {} }, 'pass'],
    ['conforming but different: 401 (not shown: observed, no warning)', { status: 401, body: {} }, 'observe', 'ERROR.OTHER_STATUSES'],
    ['conforming but different: 404', { status: 404, body: {} }, 'observe'],
    ['429: a limit, also observed', { status: 429, body: {}, headers: { 'retry-after': '1' } }, 'observe'],
    ['5xx left to no-server-error', { status: 502, body: {} }, 'n/a'],
  ],
  'error-body': [
    ['message and code', { status: 400, body: { message: 'm', code: 'E' } }, 'pass'],
    ['conforming but different: {} (all optional)', { status: 400, body: {} }, 'pass'],
    ['conforming but different: extra fields and data', { status: 400, body: { data: { x: 1 }, trace: 'abc' } }, 'pass'],
    ['code is a number', { status: 400, body: { code: 400 } }, 'fail', 'ERROR.BODY'],
    ['an array', { status: 400, body: [{ message: 'm' }] }, 'fail'],
    ['plain text', { status: 400, rawBody: 'Bad Request', headers: { 'content-type': 'text/plain' } }, 'fail'],
    ['404 bodies are not judged', { status: 404, rawBody: 'nope' }, 'n/a'],
  ],
  transport: [
    ['an answer', { body: project }, 'pass'],
    [
      'reset, confirmed (again, while the server answered a probe)',
      { problem: { kind: 'reset', message: 'connection reset', confirmed: 'again' } },
      'fail',
      'GEN.ANSWERS',
    ],
    ['timeout, confirmed', { problem: { kind: 'timeout', message: 'no answer within 10 ms', confirmed: 'again' } }, 'fail'],
    ['reset, not confirmed: no verdict on the server', { problem: { kind: 'reset', message: 'connection reset' } }, 'observe', 'GEN.ANSWERS'],
    ['timeout, not confirmed', { problem: { kind: 'timeout', message: 'no answer within 10 ms' } }, 'observe'],
    ['kept back by the circuit breaker: no finding at all', { problem: { kind: 'not-sent', message: 'not sent: the server stopped answering' } }, 'n/a'],
    [
      'conforming but different: a redirect, not followed (a status not shown)',
      { status: 302, problem: { kind: 'redirect', message: 'redirect 302 not followed' } },
      'observe',
      'ERROR.OTHER_STATUSES',
    ],
  ],
  'response-schema': [
    ['a complete Project', { body: project }, 'pass', 'PROJECT.RESPONSE'],
    ['conforming but different: extra fields, expanded client', { body: { ...project, client: { _id: 'c', name: 'ACME' }, extra: true } }, 'pass'],
    ['conforming but different: Java Instant.toString (no fraction)', { body: { ...project, createdAt: '2025-03-01T10:00:00Z' } }, 'pass'],
    ['conforming but different: Java LocalDateTime.toString (no seconds)', { body: { ...project, createdAt: '2025-03-01T10:00' } }, 'pass'],
    ['conforming but different: Python isoformat, naive, microseconds', { body: { ...project, createdAt: '2025-03-01T10:00:00.123456' } }, 'pass'],
    ['conforming but different: .NET "o" (7 fraction digits)', { body: { ...project, createdAt: '2025-03-01T10:00:00.1234567+01:00' } }, 'pass'],
    ['conforming but different: PostgreSQL ISO output (space, short offset)', { body: { ...project, createdAt: '2025-03-01 10:00:00.123+00' } }, 'pass'],
    ['a date-time in no ISO 8601 form', { body: { ...project, createdAt: '01/03/2025 10:00' } }, 'fail', 'PROJECT.DATES'],
    ['usageStorage missing', { body: { ...project, usageStorage: undefined } }, 'fail', 'PROJECT.USAGE_STORAGE'],
    ['createdAt not a date-time', { body: { ...project, createdAt: 'Tue Jan 02 2024' } }, 'fail', 'PROJECT.DATES'],
    ['budget below 0', { body: { ...project, budget: -1 } }, 'fail', 'PROJECT.BUDGET'],
    ['conforming but different: a currency withdrawn from ISO 4217 (HRK)', { body: { ...project, currency: 'HRK' } }, 'pass'],
    ['conforming but different: a historic ISO 4217 code (DEM)', { body: { ...project, currency: 'DEM' } }, 'pass'],
    ['three capitals that were never an ISO 4217 code', { body: { ...project, currency: 'BTC' } }, 'fail', 'PROJECT.CURRENCY'],
    [
      'invitePendingSince a fraction',
      { operation: 'POST /projects/{projectId}/people', body: { ...person, invitePendingSince: 1700000000000.5 } },
      'fail',
      'PERSON.INVITE_PENDING',
    ],
    ['a shape-A timesheet', { operation: 'PATCH /timesheets/{timesheetId}', body: timesheetA }, 'pass', 'TIMESHEET.SHAPE'],
    ['taskId in shape A', { operation: 'PATCH /timesheets/{timesheetId}', body: { ...timesheetA, entries: [{ taskId: 'x' }] } }, 'fail', 'TIMESHEET.TASK_ID'],
    [
      'conforming but different: shape A carrying project (a shape-B field other than planItem) and unlisted fields',
      { operation: 'PATCH /timesheets/{timesheetId}', body: { ...timesheetA, project: null, totalHours: 8, entries: [{ _id: 'e1', codeId: 'c' }] } },
      'pass',
      'TIMESHEET.SHAPE',
    ],
    [
      'conforming but different: shape B carrying person',
      { operation: 'PATCH /timesheets/{timesheetId}', body: { ...timesheetA, planItem: 'pi', project: 'p' } },
      'pass',
      'TIMESHEET.SHAPE',
    ],
    [
      'planItem without project (shape B incomplete)',
      { operation: 'PATCH /timesheets/{timesheetId}', body: { ...timesheetA, planItem: 'pi' } },
      'fail',
      'TIMESHEET.SHAPE',
    ],
    ['neither person nor planItem', { operation: 'PATCH /timesheets/{timesheetId}', body: { _id: 't1', status: 'draft' } }, 'fail', 'TIMESHEET.SHAPE'],
    ['person not a string', { operation: 'PATCH /timesheets/{timesheetId}', body: { ...timesheetA, person: 7 } }, 'fail', 'TIMESHEET.SHAPE'],
    ['a timesheet that is an array', { operation: 'PATCH /timesheets/{timesheetId}', body: [timesheetA] }, 'fail', 'TIMESHEET.SHAPE'],
    [
      'lowercase day',
      { operation: 'PATCH /timesheets/{timesheetId}', body: { ...timesheetA, entries: [{ hours: [{ day: 'mon', value: 1 }] }] } },
      'fail',
      'TIMESHEET.ENTRY.DAY',
    ],
    ['a person record', { operation: 'POST /projects/{projectId}/people', body: { ...person, invitePendingSince: 1700000000000 } }, 'pass', 'PERSON.RESPONSE'],
    [
      'invitePendingSince a string',
      { operation: 'POST /projects/{projectId}/people', body: { ...person, invitePendingSince: '2024-01-01' } },
      'fail',
      'PERSON.INVITE_PENDING',
    ],
    ['DELETE with no body', { operation: 'DELETE /projects/{projectId}/people/{personId}', rawBody: '' }, 'pass', 'DELETE_PERSON.RESPONSE'],
    ['DELETE with a body', { operation: 'DELETE /projects/{projectId}/people/{personId}', body: { deleted: true } }, 'fail', 'DELETE_PERSON.RESPONSE'],
  ],
  'path-id-matches': [
    ['same id', { url: 'http://h/v1/projects/p1', body: project }, 'pass', 'PROJECT.ID'],
    ['another id', { url: 'http://h/v1/projects/p2', body: project }, 'fail', 'PROJECT.ID'],
    ['timesheet id', { operation: 'PATCH /timesheets/{timesheetId}', url: 'http://h/v1/timesheets/t2', body: timesheetA }, 'fail', 'TIMESHEET.ID'],
  ],
  'iso-string-dates': [
    ['toISOString form', { body: project }, 'pass'],
    [
      'conforming but different: an offset (warning only)',
      { body: { ...project, createdAt: '2025-03-01T10:00:00+00:00' } },
      'warn',
      'PROJECT.DATES.ISO_STRING',
    ],
    [
      'conforming but different: Python isoformat of a naive datetime, not RFC 3339 (warning only)',
      { body: { ...project, createdAt: '2025-03-01T10:00:00.123456' } },
      'warn',
      'PROJECT.DATES.ISO_STRING',
    ],
  ],
  'updated-at-order': [
    ['updated after created', { body: { ...project, updatedAt: '2026-01-01T00:00:00.000Z' } }, 'pass'],
    ['updated before created', { body: { ...project, updatedAt: '2020-01-01T00:00:00.000Z' } }, 'warn', 'PROJECT.UPDATED_AT'],
  ],
  'version-segment': [
    ['/v1/ in the path', { url: 'http://h/v1/projects/p1', body: project }, 'pass'],
    ['conforming but different: /api/v1/', { url: 'http://h/api/v1/projects/p1', body: project }, 'pass'],
    ['no v1 segment', { url: 'http://h/api/projects/p1', body: project }, 'warn', 'VERSION.V1'],
  ],
  'deprecation-advertised': [
    ['Deprecation sent', { body: project }, 'pass'],
    ['conforming but different: no Deprecation header (warning)', { body: project, headers: { deprecation: undefined } }, 'warn', 'DEPRECATION.ADVERTISED'],
  ],
  'deprecation-header': [
    ['@epoch', { body: project }, 'pass'],
    ['true (draft syntax)', { body: project, headers: { deprecation: 'true' } }, 'fail', 'DEPRECATION.HEADER'],
    ['an HTTP-date (draft syntax)', { body: project, headers: { deprecation: 'Wed, 01 Jan 2025 00:00:00 GMT' } }, 'fail'],
    ['absent', { body: project, headers: { deprecation: undefined } }, 'n/a'],
  ],
  'sunset-header': [
    ['HTTP-date after Deprecation', { body: project }, 'pass'],
    ['ISO date', { body: project, headers: { sunset: '2027-12-31' } }, 'fail', 'DEPRECATION.SUNSET'],
    ['wrong weekday', { body: project, headers: { sunset: 'Mon, 31 Dec 2027 23:59:59 GMT' } }, 'fail'],
    ['before Deprecation', { body: project, headers: { sunset: 'Sun, 31 Dec 2023 23:59:59 GMT' } }, 'fail'],
    ['conforming but different: no Deprecation header to compare with', { body: project, headers: { deprecation: undefined } }, 'pass'],
  ],
  'deprecation-link': [
    ['angle brackets', { body: project }, 'pass'],
    [
      'conforming but different: several links and rels',
      { body: project, headers: { link: '<https://a/s>; rel="sunset", <https://a/d>; rel="deprecation"; type="text/html"' } },
      'pass',
    ],
    ['no angle brackets', { body: project, headers: { link: 'https://a/d; rel="deprecation"' } }, 'fail', 'DEPRECATION.LINK'],
    ['a Link without deprecation', { body: project, headers: { link: '<https://a/n>; rel="next"' } }, 'n/a'],
  ],
  'www-authenticate': [
    ['401 with a Bearer challenge', { status: 401, body: {}, headers: { 'www-authenticate': 'Bearer realm="api"' } }, 'pass'],
    ['401 without WWW-Authenticate', { status: 401, body: {} }, 'warn', 'HTTP.WWW_AUTHENTICATE'],
    ['conforming but different: 400 without WWW-Authenticate (the spec never requires 401)', { status: 400, body: {} }, 'n/a'],
  ],
  'allow-on-405': [
    ['405 with Allow', { status: 405, body: {}, headers: { allow: 'PATCH' } }, 'pass'],
    ['405 with an empty Allow (no method allowed)', { status: 405, body: {}, headers: { allow: '' } }, 'pass'],
    ['405 without Allow', { status: 405, body: {} }, 'warn', 'HTTP.ALLOW'],
    ['404 without Allow', { status: 404, body: {} }, 'n/a'],
  ],
  'no-content-204': [
    ['204 without a body', { status: 204, rawBody: '' }, 'pass'],
    ['204 with a body', { status: 204, body: { ok: true } }, 'warn', 'HTTP.NO_CONTENT'],
    ['200 without a body', { status: 200, rawBody: '' }, 'n/a'],
  ],
  'retry-after': [
    ['429 with delay-seconds', { status: 429, body: {}, headers: { 'retry-after': '120' } }, 'pass'],
    ['503 with an HTTP-date', { status: 503, body: {}, headers: { 'retry-after': 'Fri, 31 Dec 2027 23:59:59 GMT' } }, 'pass'],
    ['429 with a fraction of seconds', { status: 429, body: {}, headers: { 'retry-after': '1.5' } }, 'warn', 'HTTP.RETRY_AFTER'],
    ['503 with an ISO date', { status: 503, body: {}, headers: { 'retry-after': '2027-12-31T23:59:59Z' } }, 'warn'],
    ['conforming but different: 429 without Retry-After', { status: 429, body: {} }, 'n/a'],
    ['Retry-After on a 200 is not judged', { body: project, headers: { 'retry-after': 'soon' } }, 'n/a'],
  ],
  'response-time': [['without --max-response-time nothing is judged', { body: project }, 'n/a']],
  'error-body-leak': [
    ['400 naming a field', { status: 400, body: { message: 'budget must be >= 0', code: 'INVALID', data: { field: 'budget' } } }, 'pass'],
    ['500 with a stack in data', { status: 500, body: { message: 'x', data: { stack: 'Error: x\n    at f (/srv/app/f.js:1:2)' } } }, 'warn', 'ERROR.LEAK'],
    ['404 HTML debug page', { status: 404, rawBody: '<p>you have <code>DEBUG = True</code></p>', headers: { 'content-type': 'text/html' } }, 'warn'],
    ['200 with a path-like value is not an error body', { body: { ...project, customId: '/srv/app/f.js' } }, 'n/a'],
  ],
};

describe.each(Object.keys(tables))('%s', (id) => {
  it.each(tables[id] as Row[])('%s → %s', (_name, spec, expected, requirement) => {
    const { verdict, requirements } = verdictOf(check(id), spec);
    expect(verdict).toBe(expected);
    if (requirement) expect(requirements).toContain(requirement);
  });
});

it('every exchange check has a table', () => {
  expect(exchangeChecks.map((c) => c.id).sort()).toEqual(Object.keys(tables).sort());
});

it('--require-deprecation-headers turns a missing Deprecation into a failure', () => {
  expect(verdictOf(check('deprecation-advertised'), { body: project, headers: { deprecation: undefined } }, true).verdict).toBe('fail');
});

describe('response-schema: open shapes (RESPONSE.UNLISTED_PROPERTIES)', () => {
  const observed = (spec: ExchangeSpec) =>
    check('response-schema')
      .run(exchange(spec), { requireDeprecationHeaders: false })
      .filter((finding) => finding.requirement === 'RESPONSE.UNLISTED_PROPERTIES')
      .map((finding) => ({ verdict: finding.verdict, message: finding.message }))
      .sort((a, b) => (a.message < b.message ? -1 : 1));

  it('observes each unlisted property once, by path, however many entries carry it, and descends only into listed ones', () => {
    const body = {
      ...timesheetA,
      project: 'p',
      _meta: { servedBy: 'x' },
      entries: [{ _id: 'e1' }, { _id: 'e2', hours: [{ day: 'MON', value: 1, note: 'n' }] }],
    };
    expect(observed({ operation: 'PATCH /timesheets/{timesheetId}', body })).toEqual([
      { verdict: 'observe', message: 'a property the timesheet-shape-a table does not list: /_meta' },
      { verdict: 'observe', message: 'a property the timesheet-shape-a table does not list: /entries/*/_id' },
      { verdict: 'observe', message: 'a property the timesheet-shape-a table does not list: /entries/*/hours/*/note' },
      { verdict: 'observe', message: 'a property the timesheet-shape-a table does not list: /project' },
    ]);
  });

  it('observes unlisted properties of a project and its custom properties, not inside a custom value or an expanded client', () => {
    const body = { ...project, __v: 0, client: { _id: 'c', name: 'n' }, customProperties: [{ name: 'n', value: { deep: 1 }, canView: 'member', __v: 0 }] };
    expect(observed({ body }).map((finding) => finding.message)).toEqual([
      'a property the project table does not list: /__v',
      'a property the project table does not list: /customProperties/*/__v',
    ]);
  });

  it('observes an unlisted property of a body that fails otherwise, and observes nothing on a body with none', () => {
    expect(observed({ body: { ...project, usageStorage: undefined, extra: 1 } })).toHaveLength(1);
    expect(observed({ body: project })).toEqual([]);
    expect(observed({ operation: 'POST /projects/{projectId}/people', body: person })).toEqual([]);
  });
});

describe('status-documented, when a 429 was waited out', () => {
  it('observes the limit (LIMITS.RATE) beside the pass: the run does not only look slower', () => {
    const waitedOut = { ...exchange({ body: project }), retries: { count: 1, waitedMs: 1000 } };
    const found = check('status-documented').run(waitedOut, { requireDeprecationHeaders: false });
    expect(found.map((finding) => finding.verdict)).toEqual(['pass', 'observe']);
    expect(found[1]).toMatchObject({ requirement: 'LIMITS.RATE', message: expect.stringMatching(/before this 200 \(retried 1 time after 429/) });
  });

  it('observes nothing more when no 429 came', () => {
    expect(
      check('status-documented')
        .run(exchange({ body: project }), { requireDeprecationHeaders: false })
        .map((finding) => finding.verdict),
    ).toEqual(['pass']);
  });
});
