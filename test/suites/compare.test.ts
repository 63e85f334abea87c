import { describe, expect, it } from 'vitest';
import { propertySchema } from '../../specs/annotations.js';
import { customPropertyRequestSchema } from '../../specs/schemas/index.js';
import { sameValue, type Sameness } from '../../suites/runtime/compare.js';
import { instantOf } from '../../suites/runtime/instant.js';
import { differences } from '../../suites/runtime/read-back.js';

const project = (field: string) => propertySchema('project-update', field) ?? {};
const person = (field: string) => propertySchema('add-person', field) ?? {};
const timesheet = (field: string) => propertySchema('timesheet-update', field) ?? {};

type Row = readonly [label: string, sent: unknown, back: unknown, schema: Record<string, unknown>, expected: Sameness];

/** Conforming servers that chose differently where the spec is silent: the read-back must count as the value sent. */
const conformingButDifferent: readonly Row[] = [
  ['float budget at single precision (Jackson float)', 1234.567, Math.fround(1234.567), project('budget'), 'same'],
  ['float rate at single precision', 0.1, Math.fround(0.1), person('rate'), 'same'],
  [
    'hours value at single precision',
    [{ hours: [{ day: 'MON', value: 7.3 }] }],
    [{ hours: [{ day: 'MON', value: Math.fround(7.3) }] }],
    timesheet('entries'),
    'same',
  ],
  ['instant in Instant.toString form (no fraction)', '2024-01-01T10:00:00.000Z', '2024-01-01T10:00:00Z', project('startDate'), 'same'],
  ['instant with a +00:00 offset and microseconds (Postgres)', '2024-01-01T10:00:00.123Z', '2024-01-01T10:00:00.123000+00:00', project('startDate'), 'same'],
  ['the same instant at another offset', '2031-05-04T10:20:30.000+05:30', '2031-05-04T04:50:30Z', project('startDate'), 'same'],
  ['ISO 8601 basic form', '2024-01-01T10:00:00Z', '20240101T100000Z', project('endDate'), 'same'],
  ['departments in another order (a set)', ['b1', 'a1'], ['a1', 'b1'], project('departments'), 'same'],
  ['offices sent twice, stored once (a set)', ['o1', 'o1', 'o2'], ['o1', 'o2'], project('offices'), 'same'],
  ['inviteDomains sorted and deduplicated', ['z.example', 'a.example', 'z.example'], ['a.example', 'z.example'], project('inviteDomains'), 'same'],
  ['inviteDomains [] read back as the default ["ANY"]', [], ['ANY'], project('inviteDomains'), 'same'],
  [
    'custom properties in another order',
    [
      { name: 'a', value: 1, canView: 'member' },
      { name: 'b', value: 2, canView: 'admin' },
    ],
    [
      { name: 'b', value: 2, canView: 'admin', _id: 'x' },
      { name: 'a', value: 1, canView: 'member', _id: 'y' },
    ],
    project('customProperties'),
    'same',
  ],
  [
    'a custom value object with its keys in jsonb order',
    [{ name: 'n', value: { long: 1, b: [1, 2] }, canView: 'member' }],
    [{ canView: 'member', name: 'n', value: { b: [1, 2], long: 1 } }],
    project('customProperties'),
    'same',
  ],
  ['timesheet entries in another order', [{ codeId: 'a' }, { codeId: 'b' }], [{ codeId: 'b' }, { codeId: 'a' }], timesheet('entries'), 'same'],
  ['e-mail in another case', 'Ann@Example.com', 'ann@example.com', person('email'), 'same'],
  ['client expanded into an object', 'c1', { _id: 'c1', name: 'ACME' }, project('client'), 'same'],
  ['milliseconds dropped: a precision note, not another instant', '2024-01-01T10:00:00.250Z', '2024-01-01T10:00:00Z', project('startDate'), 'precision'],
];

/** Values lost or contradicted: still different. */
const different: readonly Row[] = [
  ['budget changed beyond single precision', 1234.567, 1234.57, project('budget'), 'different'],
  ['a float rounded to an integer', 10.5, 10, person('rate'), 'different'],
  [
    "an untyped custom value at single precision is the caller's data changed",
    { value: 1234.567 }.value,
    Math.fround(1234.567),
    customPropertyRequestSchema.properties.value,
    'different',
  ],
  ['a number read back as a string', 12, '12', project('budget'), 'different'],
  ['another instant (an hour off)', '2031-05-04T10:20:30.000+05:30', '2031-05-04T10:20:30Z', project('startDate'), 'different'],
  ['a date-time read back as no date-time', '2024-01-01T10:00:00Z', 'yesterday', project('startDate'), 'different'],
  ['a department lost from the set', ['a1', 'b1'], ['a1'], project('departments'), 'different'],
  ['a department added to the set', ['a1'], ['a1', 'c1'], project('departments'), 'different'],
  ['an item lost from a list', [{ codeId: 'a' }, { codeId: 'a' }], [{ codeId: 'a' }], timesheet('entries'), 'different'],
  ['a repeated entry replaced by another', [{ codeId: 'a' }, { codeId: 'a' }], [{ codeId: 'a' }, { codeId: 'b' }], timesheet('entries'), 'different'],
  [
    'a custom value changed inside',
    [{ name: 'n', value: { a: 1 }, canView: 'member' }],
    [{ name: 'n', value: { a: 2 }, canView: 'member' }],
    project('customProperties'),
    'different',
  ],
  ["an untyped array in another order is the caller's data changed", { v: [1, 2] }.v, [2, 1], customPropertyRequestSchema.properties.value, 'different'],
  ['inviteDomains [] read back as something else', [], ['example.com'], project('inviteDomains'), 'different'],
  ['a field absent on read-back', 'Title', undefined, project('title'), 'different'],
];

describe('sameValue', () => {
  it.each(conformingButDifferent)('conforming but different: %s', (_label, sent, back, schema, expected) => {
    expect(sameValue(sent, back, schema)).toBe(expected);
  });

  it.each(different)('still different: %s', (_label, sent, back, schema, expected) => {
    expect(sameValue(sent, back, schema)).toBe(expected);
  });
});

describe('instantOf', () => {
  it.each([
    ['2024-01-01T10:00:00.000Z', Date.UTC(2024, 0, 1, 10)],
    ['2024-01-01t10:00:00z', Date.UTC(2024, 0, 1, 10)],
    ['2024-01-01 12:00:00+02:00', Date.UTC(2024, 0, 1, 10)],
    ['2024-01-01T05:30:00-0430', Date.UTC(2024, 0, 1, 10)],
    ['2024-01-01T10:00:00.123456+00:00', Date.UTC(2024, 0, 1, 10) + 123.456],
    ['0050-06-01T00:00:00Z', Date.parse('0050-06-01T00:00:00Z')],
  ])('%s', (text, expected) => {
    expect(instantOf(text)).toBeCloseTo(expected, 6);
  });

  it('is NaN for text that is no date-time', () => {
    expect(instantOf('1 January 2024')).toBeNaN();
  });
});

describe('differences', () => {
  it('lists only the fields that were lost or contradicted', () => {
    const sent = { budget: 1234.567, departments: ['b', 'a', 'a'], title: 'T' };
    const back = { title: 'U', departments: ['a', 'b'], budget: Math.fround(1234.567) };
    expect(differences('project-update', sent, back).map((d) => d.field)).toEqual(['title']);
  });
});
