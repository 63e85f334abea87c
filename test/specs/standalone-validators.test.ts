import { createRequire } from 'node:module';
import fc from 'fast-check';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { createAjv, formatsFor, formatValidatorName, GENERATED_FORMATS, type GeneratedValidatorsModule } from '../../specs/ajv.js';
import { standaloneValidatorsSource } from '../../specs/standalone-validators.js';
import { schemas, type SchemaName } from '../../specs/schemas/index.js';
import { arbitraryFor } from '../../generators/index.js';

/** The module `npm run build` writes, evaluated as Node would load it (its require resolves ajv's runtime). */
function generatedModule(): GeneratedValidatorsModule {
  const module = { exports: {} as unknown };
  new Function('module', 'exports', 'require', standaloneValidatorsSource())(module, module.exports, createRequire(import.meta.url));
  return module.exports as GeneratedValidatorsModule;
}

/** A sample with one property replaced by any JSON value, removed, or added: valid and invalid payloads mixed. */
function mutated(node: (typeof schemas)[SchemaName]): fc.Arbitrary<unknown> {
  return fc.tuple(arbitraryFor(node), fc.nat(), fc.option(fc.jsonValue(), { nil: undefined })).map(([sample, index, replacement]) => {
    if (typeof sample !== 'object' || sample === null || Array.isArray(sample)) return replacement ?? sample;
    const keys = [...Object.keys(sample), 'notInTheSchema'];
    const key = keys[index % keys.length] as string;
    const copy: Record<string, unknown> = { ...(sample as Record<string, unknown>) };
    if (replacement === undefined) delete copy[key];
    else copy[key] = replacement;
    return copy;
  });
}

/** What a validator says of a value: its verdict and ajv's error objects, as a report would quote them. */
function verdictOf(validate: ValidateFunction, value: unknown) {
  const valid = validate(value);
  return { valid, errors: validate.errors ?? null };
}

const module = generatedModule();
const DATE_TIMES = ['2024-05-06T07:08:09Z', '2024-05-06T07:08:09.123+02:00', '2024-05-06 07:08', '2024-05-06T07:08:09', '2024-13-01T00:00:00Z', 'soon', ''];
const EMAILS = ['ada@example.com', 'a.b+c@example.co.uk', 'no-at-sign', 'two@@example.com', ''];

describe.each(['requests', 'responses'] as const)('the validators generated at build time, %s', (which) => {
  const compiled = createAjv({ responses: which === 'responses' });
  const generated = module(formatsFor(which));

  it.each(Object.keys(schemas) as SchemaName[])('%s: the same verdicts and errors as ajv compiling the schema', (name) => {
    const reference = compiled.getSchema(schemas[name].$id) as ValidateFunction;
    const ours = generated[name] as ValidateFunction;
    const values = fc.sample(fc.oneof(arbitraryFor(schemas[name]), mutated(schemas[name])), { seed: 7, numRuns: 300 });
    const verdicts = values.map((value) => verdictOf(ours, value));
    expect(verdicts).toEqual(values.map((value) => verdictOf(reference, value)));
    // Both kinds were compared: the mutations make some invalid, the samples stay valid.
    expect(verdicts.some(({ valid }) => valid)).toBe(true);
    expect(verdicts.some(({ valid }) => !valid)).toBe(true);
  });

  it.each(GENERATED_FORMATS)('format %s: the same verdicts as ajv compiling it', (format) => {
    const reference = compiled.compile({ type: 'string', format });
    const ours = generated[formatValidatorName(format)] as ValidateFunction;
    for (const value of [...DATE_TIMES, ...EMAILS, 5, null]) expect(verdictOf(ours, value), `${format}: ${String(value)}`).toEqual(verdictOf(reference, value));
  });
});

describe('the date-time each set is given', () => {
  it('requests RFC 3339, responses any ISO 8601 form: a space for the T passes only as a response', () => {
    const [requests, responses] = [module(formatsFor('requests')), module(formatsFor('responses'))];
    const name = formatValidatorName('date-time');
    expect(requests[name]?.('2024-05-06 07:08')).toBe(false);
    expect(responses[name]?.('2024-05-06 07:08')).toBe(true);
  });
});
