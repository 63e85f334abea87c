import { describe, expect, it } from 'vitest';
import type { BaselineEntry } from '../../baseline/capture.js';
import { entryDrift, headerDrift } from '../../baseline/entry-drift.js';
import { inferSchema } from '../../baseline/infer-schema.js';
import { schemaDrift, type DriftKind } from '../../baseline/schema-drift.js';

const person = { _id: 'pp1', permission: 'member', person: 'u2', email: 'a@example.com', invitePendingSince: 1735689600000, praise: 0 };
const { praise: _praise, ...withoutPraise } = person;

type Row = [name: string, before: unknown, after: unknown, expected: [DriftKind, string, boolean][]];

describe('schemaDrift', () => {
  it.each<Row>([
    ['the same shape with other values', person, { ...person, _id: 'pp2', email: 'b@example.com', praise: 3 }, []],
    ['conforming but different: an integer that became a float', { rate: 10 }, { rate: 10.5 }, []],
    ['a field removed', person, withoutPraise, [['field-removed', '/praise', true]]],
    ['a field added', withoutPraise, person, [['field-added', '/praise', false]]],
    ['a type changed', person, { ...person, invitePendingSince: '2025-01-01T00:00:00.000Z' }, [['type-changed', '/invitePendingSince', true]]],
    ['the body type changed', person, [person], [['type-changed', '', true]]],
    [
      'a field of array items removed',
      { entries: [{ description: 'd', hours: [] }] },
      { entries: [{ hours: [] }] },
      [['field-removed', '/entries/*/description', true]],
    ],
    ['an item type changed', { hours: [{ day: 'MON', value: 8 }] }, { hours: [{ day: 'MON', value: '8' }] }, [['type-changed', '/hours/*/value', true]]],
    ['a field no longer in every item', { items: [{ a: 1 }, { a: 2 }] }, { items: [{ a: 1 }, {}] }, [['field-optional', '/items/*/a', false]]],
    ['a type narrowed', { items: [1, null] }, { items: [1] }, [['type-narrowed', '/items/*', false]]],
    ['an empty array compared with a full one', { items: [] }, { items: [{ a: 1 }] }, []],
    ['a key with a slash is escaped', { 'a/b': 1 }, {}, [['field-removed', '/a~1b', true]]],
  ])('%s', (_name, before, after, expected) => {
    const drift = schemaDrift(inferSchema(before), inferSchema(after));
    expect(drift.map((item) => [item.kind, item.path, item.breaking])).toEqual(expected);
  });
});

const entry = (changes: Partial<BaselineEntry>): BaselineEntry => ({
  step: 'add-person',
  operation: 'POST /projects/{projectId}/people',
  status: 200,
  mediaType: 'application/json',
  schema: inferSchema(person),
  headers: { deprecation: '@1735689600', sunset: 'Fri, 31 Dec 2027 23:59:59 GMT' },
  ...changes,
});

type EntryRow = [name: string, before: Partial<BaselineEntry>, after: Partial<BaselineEntry>, expected: [DriftKind, boolean][]];

describe('entryDrift', () => {
  it.each<EntryRow>([
    ['unchanged', {}, {}, []],
    ['success → error: the body is not compared', {}, { status: 400, schema: inferSchema({ message: 'x' }) }, [['success-to-error', true]]],
    ['another refusal status', { status: 400 }, { status: 404 }, [['status-changed', true]]],
    ['no answer now', {}, { status: null, problem: 'timeout' }, [['status-changed', true]]],
    ['no answer in the baseline', { status: null, problem: 'reset' }, {}, [['not-compared', false]]],
    ['skipped on both sides', { status: null, skipped: 'no id' }, { status: null, skipped: 'no id' }, []],
    ['skipped now only', {}, { status: null, skipped: 'no id' }, [['not-compared', false]]],
    ['the body is gone', {}, { schema: undefined }, [['body-removed', true]]],
    ['a body appeared', { schema: undefined }, {}, [['body-added', false]]],
    ['JSON → text/plain', {}, { mediaType: 'text/plain' }, [['media-type-changed', true]]],
    ['conforming but different: JSON → problem+json', {}, { mediaType: 'application/problem+json' }, [['media-type-changed', false]]],
  ])('%s', (_name, before, after, expected) => {
    expect(entryDrift(entry(before), entry(after)).map((item) => [item.kind, item.breaking])).toEqual(expected);
  });
});

describe('headerDrift', () => {
  it.each([
    ['unchanged', {}, 0],
    ['Sunset moved', { sunset: 'Fri, 30 Jun 2028 23:59:59 GMT' }, 1],
    ['Deprecation gone and a Link added', { deprecation: undefined, link: '<https://example.com/d>; rel="deprecation"' }, 2],
  ])('%s', (_name, headers, count) => {
    const after = entry({ headers: Object.fromEntries(Object.entries({ ...entry({}).headers, ...headers }).filter(([, value]) => value !== undefined)) });
    const drift = headerDrift(entry({}), after);
    expect(drift).toHaveLength(count);
    expect(drift.every((item) => item.kind === 'header-changed' && !item.breaking)).toBe(true);
  });
});
