import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { examplesOf } from '../../generators/valid/examples.js';
import { compileSchema } from '../../pact/matchers/compile.js';
import { DATE_TIME_PATTERN, enumPattern, JSON_MEDIA_TYPE_PATTERN } from '../../pact/matchers/patterns.js';
import { partialErrors } from '../../pact/check/partial-validate.js';
import { sharedAjv } from '../../specs/ajv.js';
import { projectResponseOnlyFields, schemas, type SchemaName } from '../../specs/schemas/index.js';

const RESPONSE_SCHEMAS: SchemaName[] = ['project', 'project-person', 'timesheet', 'error-body'];
const REQUEST_SCHEMAS: SchemaName[] = ['project-update', 'timesheet-update', 'add-person'];

/** Every regex matcher of a compiled template, with the example it carries. */
function regexMatchers(template: unknown): { regex: string; value: unknown }[] {
  if (Array.isArray(template)) return template.flatMap(regexMatchers);
  if (typeof template !== 'object' || template === null) return [];
  const node = template as Record<string, unknown>;
  const own = node['pact:matcher:type'] === 'regex' ? [{ regex: node.regex as string, value: node.value }] : [];
  return [...own, ...Object.values(node).flatMap(regexMatchers)];
}

const rulesAt = (compiled: ReturnType<typeof compileSchema>, path: string) =>
  compiled.rules.find((rule) => rule.path === path)?.rules.map((matcher) => matcher['pact:matcher:type']) ?? [];

describe('compileSchema', () => {
  it.each([...RESPONSE_SCHEMAS, ...REQUEST_SCHEMAS])('the %s example is a body a conforming server may send or accept', (name) => {
    const example = MatchersV3.reify(compileSchema(schemas[name]).body);
    expect(partialErrors(name, example).errors).toEqual([]);
  });

  it.each(RESPONSE_SCHEMAS)('every regex of the %s template matches its own example', (name) => {
    const matchers = regexMatchers(compileSchema(schemas[name]).body);
    for (const { regex, value } of matchers) expect(String(value)).toMatch(new RegExp(regex));
  });

  it('lists exactly the required properties of an object that has some (Pact then requires them)', () => {
    const compiled = compileSchema(schemas.project);
    expect(Object.keys(compiled.body as object).sort()).toEqual(Object.keys(projectResponseOnlyFields).sort());
    expect(rulesAt(compiled, '$')).toEqual([]);
  });

  it('types every property of an object without required ones, none required, extras accepted', () => {
    const compiled = compileSchema(schemas['error-body']);
    expect(Object.keys(compiled.body as object).sort()).toEqual(Object.keys(schemas['error-body'].properties).sort());
    expect(rulesAt(compiled, '$')).toEqual(['values']);
    expect(rulesAt(compiled, '$.*')).toEqual(['regex']);
  });

  it('compiles a union of object shapes to what they share, typed wherever present', () => {
    const compiled = compileSchema(schemas.timesheet);
    const body = compiled.body as Record<string, unknown>;
    expect(body).toHaveProperty('entries');
    expect(body).not.toHaveProperty('person');
    expect(body).not.toHaveProperty('planItem');
    expect(rulesAt(compiled, '$.entries[*]')).toEqual(['values']);
    expect(rulesAt(compiled, '$.entries[*].hours[*]')).toEqual(['values']);
  });

  it('lets an array be empty (eachLike with a minimum of 0)', () => {
    const planItems = (compileSchema(schemas.project).body as Record<string, { min?: number; value?: unknown[] }>).planItems;
    expect(planItems?.min).toBe(0);
    expect(planItems?.value).toHaveLength(1);
  });

  it('maps integers to integer, numbers to number, enums and date-times to regexes', () => {
    const compiled = compileSchema(schemas['project-person'], { present: ['_id', 'person', 'permission', 'praise', 'rate'] });
    const body = compiled.body as Record<string, Record<string, unknown>>;
    expect(body.praise?.['pact:matcher:type']).toBe('integer');
    expect(body.rate?.['pact:matcher:type']).toBe('number');
    expect(body.permission?.regex).toBe(enumPattern(schemas['project-person'].properties.permission.enum));
    expect((compileSchema(schemas.project).body as Record<string, Record<string, unknown>>).createdAt?.regex).toBe(DATE_TIME_PATTERN);
  });

  it('types ids by regex and type together (a regex alone accepts the text of a number)', () => {
    const compiled = compileSchema(schemas.project);
    expect((compiled.body as Record<string, Record<string, unknown>>)._id?.['pact:matcher:type']).toBe('regex');
    expect(rulesAt(compiled, '$._id')).toEqual(['type']);
  });

  it('uses the given examples and required properties at the root', () => {
    const compiled = compileSchema(schemas['project-person'], { present: ['_id', 'person', 'permission', 'email'], examples: { email: 'ann@example.com' } });
    expect(MatchersV3.reify(compiled.body)).toMatchObject({ email: 'ann@example.com' });
    expect(Object.keys(compiled.body as object).sort()).toEqual(['_id', 'email', 'permission', 'person']);
  });
});

describe('DATE_TIME_PATTERN', () => {
  const dateTime = { type: 'string', format: 'date-time' };
  const ajvAccepts = (text: string) => sharedAjv().validate(dateTime, text);

  it('matches every date-time the generators produce', () => {
    for (const sample of examplesOf(dateTime, 200) as string[]) expect(sample).toMatch(new RegExp(DATE_TIME_PATTERN));
  });

  it.each([
    '2024-01-15T09:30:00.000Z',
    '2024-01-15T09:30:00Z',
    '2024-01-15T09:30:00+01:00',
    '2024-01-15t09:30:00z',
    '2024-01-15 09:30:00+0100',
    '2024-01-15T09:30:00.123456-05:30',
    'Mon Jan 15 2024 09:30:00 GMT+0000 (Coordinated Universal Time)',
    '2024-01-15',
    '09:30:00Z',
    '1705311000',
    '2024-01-15T09:30Z',
    '2024-01-15T09:30:00',
  ])('agrees with the schema format on %s', (text) => {
    expect(new RegExp(DATE_TIME_PATTERN).test(text)).toBe(ajvAccepts(text));
  });
});

describe('JSON_MEDIA_TYPE_PATTERN', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['application/problem+json', true],
    ['Application/JSON', true],
    ['text/plain', false],
    ['application/jsonp', false],
    ['application/xml', false],
  ])('%s → %s', (type, expected) => {
    expect(new RegExp(JSON_MEDIA_TYPE_PATTERN).test(type)).toBe(expected);
  });
});
