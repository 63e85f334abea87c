import fc from 'fast-check';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { createAjv, validatorFor } from '../../specs/ajv.js';
import { schemas, type SchemaName } from '../../specs/schemas/index.js';
import { arbitraryFor } from '../../generators/index.js';

const ajv = createAjv();

describe('arbitraryFor on every schema of specs/', () => {
  // The run's shared instances skip this check (specs/ajv.ts, checkSchemas: false): it is made here.
  it('every schema is valid against the 2020-12 meta-schema', () => {
    for (const schema of Object.values(schemas)) expect(ajv.validateSchema(schema), JSON.stringify(ajv.errors)).toBe(true);
  });

  it.each(Object.keys(schemas) as SchemaName[])('%s: 300 samples validate', (name) => {
    const validate = validatorFor(name);
    for (const sample of fc.sample(arbitraryFor(schemas[name]), { seed: 5, numRuns: 300 })) {
      expect(validate(sample), `${JSON.stringify(sample)}\n${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('generates both shapes of the oneOf timesheet', () => {
    const samples = fc.sample(arbitraryFor(schemas.timesheet), { seed: 5, numRuns: 200 }) as Record<string, unknown>[];
    expect(samples.some((sample) => 'person' in sample)).toBe(true);
    expect(samples.some((sample) => 'planItem' in sample)).toBe(true);
  });

  it('generates expanded references (anyOf) as ids and as objects', () => {
    const clients = fc.sample(arbitraryFor(schemas.project.properties.client), { seed: 5, numRuns: 200 });
    expect(clients.some((client) => typeof client === 'string')).toBe(true);
    expect(clients.some((client) => typeof client === 'object')).toBe(true);
  });
});

describe('arbitraryFor on keywords the specs may use', () => {
  it.each([
    ['const', { const: 'fixed' }],
    ['minLength/maxLength', { type: 'string', minLength: 3, maxLength: 5 }],
    ['pattern without x-faker', { type: 'string', pattern: '^[a-f0-9]{8}$' }],
    ['pattern with x-faker', { type: 'string', pattern: '^[a-f0-9]{24}$', 'x-faker': 'database.mongodbObjectId' }],
    ['format date', { type: 'string', format: 'date' }],
    ['format uri', { type: 'string', format: 'uri' }],
    ['integer with exclusive bounds', { type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 10 }],
    ['number with maximum', { type: 'number', minimum: -5, maximum: 5 }],
    ['minItems/maxItems', { type: 'array', items: { type: 'boolean' }, minItems: 2, maxItems: 3 }],
    ['items: false', { type: 'array', items: false }],
    ['additionalProperties schema', { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: { type: 'integer' } }],
    ['free-form object', { type: 'object' }],
    ['any value', {}],
  ])('%s: 300 samples validate', (_, schema) => {
    const validate = ajv.compile(schema);
    for (const sample of fc.sample(arbitraryFor(schema), { seed: 9, numRuns: 300 })) {
      expect(validate(sample), `${JSON.stringify(sample)}\n${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('generates a required property that is not declared (allowed outside strict mode)', () => {
    const schema = { type: 'object', properties: { a: { type: 'null' } }, required: ['a', 'b'], additionalProperties: { type: 'integer' } };
    const validate = new Ajv2020({ strict: false }).compile(schema);
    const samples = fc.sample(arbitraryFor(schema), { seed: 9, numRuns: 100 });
    expect(samples.every((sample) => validate(sample) && Number.isInteger((sample as { b: unknown }).b))).toBe(true);
  });

  it.each([
    ['an unsupported keyword', { type: 'array', uniqueItems: true }, /unsupported schema keyword\(s\) uniqueItems/],
    ['an unknown x-faker', { type: 'string', 'x-faker': 'nothing.here' }, /names no faker method/],
    ['an unknown format', { type: 'string', format: 'ipv9' }, /no generator for format/],
    ['an x-faker that never matches the pattern', { type: 'string', pattern: '^[0-9]+$', 'x-faker': 'person.firstName' }, /does not produce values matching/],
    ['a false schema', false, /no value satisfies/],
    ['a required property that can never be valid', { type: 'object', properties: { a: false }, required: ['a'] }, /can never be valid/],
  ])('refuses %s', (_, schema, message) => {
    expect(() => arbitraryFor(schema)).toThrow(message);
  });
});

describe('date-time arbitrary', () => {
  const samples = fc.sample(arbitraryFor({ type: 'string', format: 'date-time' }), { seed: 21, numRuns: 2_000 }) as string[];

  it('stays within the years 1970–2100 in its own offset', () => {
    expect(samples.every((text) => Number(text.slice(0, 4)) >= 1970 && Number(text.slice(0, 4)) <= 2100)).toBe(true);
  });

  it.each([
    ['Z', /Z$/],
    ['an offset', /[+-]\d\d:\d\d$/],
    ['a fraction', /\.\d{3}(Z|[+-])/],
    ['no fraction', /:\d\d(Z|[+-])/],
  ])('includes date-times with %s', (_, shape) => {
    expect(samples.some((text) => shape.test(text))).toBe(true);
  });
});
