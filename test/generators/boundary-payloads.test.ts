import { describe, expect, it } from 'vitest';
import { validatorFor } from '../../specs/ajv.js';
import { requestSchemaNames, schemas } from '../../specs/schemas/index.js';
import { boundaryPayloads } from '../../generators/index.js';
import { cycled, DEEP_NESTING, extremeStrings, VERY_LONG_STRING_LENGTH } from '../../generators/boundary/extremes.js';

const labelsOf = (name: (typeof requestSchemaNames)[number]) => boundaryPayloads(name).map(({ label }) => label);

describe.each(requestSchemaNames)('boundaryPayloads(%s)', (name) => {
  const validate = validatorFor(name);
  const payloads = boundaryPayloads(name);

  it.each(payloads.map((entry) => [entry.label, entry.payload] as const))('valid: %s', (_, payload) => {
    expect(validate(JSON.parse(JSON.stringify(payload))), JSON.stringify(validate.errors)).toBe(true);
  });

  it('is deterministic and labels each payload once', () => {
    expect(boundaryPayloads(name)).toEqual(payloads);
    expect(new Set(labelsOf(name)).size).toBe(payloads.length);
  });

  it('starts with the smallest body: only the required properties', () => {
    const required = ((schemas[name] as { required?: readonly string[] }).required ?? []).slice().sort();
    expect(Object.keys(payloads[0]?.payload as object).sort()).toEqual(required);
  });
});

describe('boundaryPayloads coverage', () => {
  const all = requestSchemaNames.flatMap((name) => boundaryPayloads(name).map(({ payload }) => JSON.stringify(payload)));

  it.each([
    ['a 2,000-character string', (text: string) => /"[^"]{2000}"/.test(text)],
    ['non-ASCII and astral characters', (text: string) => text.includes('Zoë 北京 😀𝄞')],
    ['a date-time with +05:30 and fraction', (text: string) => /T\d\d:\d\d:\d\d\.\d+\+05:30"/.test(text)],
    ['a date-time with -08:00 without fraction', (text: string) => /T\d\d:\d\d:\d\d-08:00"/.test(text)],
    ['Number.MAX_SAFE_INTEGER', (text: string) => text.includes(String(Number.MAX_SAFE_INTEGER))],
    ['a tiny positive number', (text: string) => text.includes('1e-9')],
    ['every weekday abbreviation', (text: string) => text.includes('"day":"SUN"')],
    ['a 10,000-character string', (text: string) => /"[^"]{10000}"/.test(text)],
    ['combining characters', (text: string) => /\p{M}/u.test(text)],
    ['the largest finite number', (text: string) => text.includes(String(Number.MAX_VALUE))],
    ['the most negative finite number', (text: string) => text.includes(String(-Number.MAX_VALUE))],
    ['a JSON null as a custom property value', (text: string) => text.includes('"value":null')],
    ['an empty array', (text: string) => text.includes('[]')],
  ])('includes %s', (_, found) => {
    expect(all.some(found)).toBe(true);
  });

  it('includes each enum value of the add-person body once per field', () => {
    const permissions = boundaryPayloads('add-person')
      .filter(({ label }) => label.startsWith('permission: '))
      .map(({ payload }) => (payload as { permission: string }).permission);
    expect(permissions).toEqual([...schemas['add-person'].properties.permission.enum]);
  });

  it(`nests a custom property value ${DEEP_NESTING} levels deep`, () => {
    const depth = (value: unknown): number => (typeof value === 'object' && value !== null ? 1 + Math.max(0, ...Object.values(value).map(depth)) : 0);
    const values = boundaryPayloads('project-update').map(
      ({ payload }) => (payload as { customProperties?: { value?: unknown }[] }).customProperties?.[0]?.value,
    );
    expect(Math.max(...values.map(depth))).toBe(DEEP_NESTING);
  });

  it('sends the 10,000-character string and the combining characters in every free-text field', () => {
    const labels = requestSchemaNames.flatMap((name) => boundaryPayloads(name).map(({ label }) => `${name} ${label}`));
    const fields = (what: string) => labels.filter((label) => label.endsWith(`: ${what}`)).map((label) => label.slice(0, -what.length - 2));
    // Reference fields (client, departments, offices, role) are replaced by known ids before sending.
    const freeText = fields('2,000 characters').filter((field) => !/ (client|departments\/0|offices\/0|role)$/.test(field));
    expect(fields('10,000 characters')).toEqual(freeText);
    expect(fields('combining characters')).toEqual(freeText);
    expect(freeText.length).toBeGreaterThanOrEqual(10);
  });

  it('includes a 50-item array', () => {
    const large = boundaryPayloads('project-update').find(({ label }) => label === 'departments: 50 items');
    expect((large?.payload as { departments: unknown[] }).departments).toHaveLength(50);
  });
});

describe('cycled: a string of so many characters, its seed repeated', () => {
  it('repeats the characters (code points, an astral one whole) and cuts at the length asked', () => {
    expect(cycled(Array.from('ab'), 5)).toBe('ababa');
    expect(cycled(Array.from('x😀'), 3)).toBe('x😀x');
    expect(Array.from(cycled(Array.from('Zoë 😀𝄞'), 10_000))).toHaveLength(10_000);
    expect(cycled([], 4)).toBe('');
  });

  it('gives the very long boundary string at its full length, the seed leading', () => {
    const [long] = extremeStrings('Lunch');
    expect(long?.value).toHaveLength(VERY_LONG_STRING_LENGTH);
    expect(long?.value.startsWith('LunchLunchL')).toBe(true);
  });
});
