import { describe, expect, it } from 'vitest';
import { parseJsonPath, pointerOf } from '../../pact/check/json-path.js';
import { readRules } from '../../pact/check/read-rules.js';
import { matchPactOperation } from '../../pact/operations/match-path.js';
import { answeredPeopleChange } from '../../pact/verify/request-filter.js';

describe('matchPactOperation', () => {
  it.each([
    ['PATCH', '/projects/p1', 'PATCH /projects/{projectId}', { projectId: 'p1' }],
    ['patch', '/v1/projects/p1', 'PATCH /projects/{projectId}', { projectId: 'p1' }],
    ['DELETE', '/v1/projects/p1/people/u%201', 'DELETE /projects/{projectId}/people/{personId}', { projectId: 'p1', personId: 'u 1' }],
    ['GET', '/orgs/me', 'GET /orgs/me', {}],
    ['POST', '/projects/p1/people?notify=false', 'POST /projects/{projectId}/people', { projectId: 'p1' }],
  ])('%s %s is %s', (method, path, operation, params) => {
    expect(matchPactOperation(method, path)).toEqual({ operation, params });
  });

  it.each([
    ['PUT', '/projects/p1'],
    ['GET', '/v2/projects'],
    ['PATCH', '/projects'],
    ['DELETE', '/projects/p1/people'],
  ])('%s %s is none of the 32', (method, path) => {
    expect(matchPactOperation(method, path)).toBeUndefined();
  });
});

describe('parseJsonPath', () => {
  it.each([
    ['$', [], ''],
    [
      '$.entries[*].hours[0].day',
      [{ kind: 'property', name: 'entries' }, { kind: 'item' }, { kind: 'property', name: 'hours' }, { kind: 'item' }, { kind: 'property', name: 'day' }],
      '/entries/0/hours/0/day',
    ],
    [
      "$['odd key'].x",
      [
        { kind: 'property', name: 'odd key' },
        { kind: 'property', name: 'x' },
      ],
      '/odd key/x',
    ],
    ['$.*', [{ kind: 'any-property' }], undefined],
  ])('%s', (path, steps, pointer) => {
    const parsed = parseJsonPath(path);
    expect(parsed).toEqual(steps);
    expect(pointerOf(parsed ?? [])).toBe(pointer);
  });

  it('gives up on paths it cannot read', () => {
    expect(parseJsonPath('body.x')).toBeUndefined();
    expect(parseJsonPath('$..x')).toBeUndefined();
  });
});

describe('readRules', () => {
  it('reads v2 rules ($.body prefix, one matcher, regex without "match")', () => {
    expect(
      readRules({ matchingRules: { '$.body.title': { match: 'type' }, '$.body.code': { regex: '^A' }, '$.headers.Accept': { match: 'type' } } }, 2),
    ).toEqual([
      { part: 'body', path: '$.title', matchers: [{ match: 'type' }] },
      { part: 'body', path: '$.code', matchers: [{ regex: '^A', match: 'regex' }] },
      { part: 'header', path: '$.Accept', matchers: [{ match: 'type' }] },
    ]);
  });

  it('reads v3/v4 rules by part, path rules written directly', () => {
    const rules = { matchingRules: { body: { '$.x': { matchers: [{ match: 'integer' }] } }, path: { combine: 'AND', matchers: [{ match: 'type' }] } } };
    expect(readRules(rules, 4)).toEqual([
      { part: 'body', path: '$.x', matchers: [{ match: 'integer' }] },
      { part: 'path', path: '$', matchers: [{ match: 'type' }] },
    ]);
  });
});

describe('answeredPeopleChange', () => {
  it.each([
    [
      'POST',
      '/projects/p1/people?notify=false',
      200,
      '{"_id":"r","person":"u1","email":"a@example.com"}',
      { op: 'added', projectId: 'p1', personId: 'u1', email: 'a@example.com' },
    ],
    ['POST', '/projects/p1/people', 201, '{"person":{"_id":"u2"}}', { op: 'added', projectId: 'p1', personId: 'u2' }],
    ['POST', '/projects/p1/people', 400, '{"person":"u3"}', undefined],
    ['DELETE', '/projects/p1/people/u1', 200, '', { op: 'removed', projectId: 'p1', personId: 'u1' }],
    ['DELETE', '/projects/p1/people/u1', 400, '', undefined],
    ['PATCH', '/projects/p1', 200, '{"person":"u4"}', undefined],
  ])('%s %s answered %i', (method, url, status, body, expected) => {
    expect(answeredPeopleChange(method, url, status, body)).toEqual(expected);
  });
});
