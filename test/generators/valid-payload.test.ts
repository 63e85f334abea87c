import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatorFor } from '../../specs/ajv.js';
import { requestSchemaNames } from '../../specs/schemas/index.js';
import { validPayload } from '../../generators/index.js';

/** Every number anywhere in a value, to check the numeric ranges of samples. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

describe.each(requestSchemaNames)('validPayload(%s)', (name) => {
  const validate = validatorFor(name);

  it('generates 10,000 samples that all validate', () => {
    fc.assert(
      fc.property(validPayload(name), (payload) => {
        if (!validate(payload)) throw new Error(JSON.stringify(validate.errors));
        return numbersIn(payload).every((n) => Number.isFinite(n) && !Object.is(n, -0) && Math.abs(n) <= 1e6);
      }),
      { numRuns: 10_000 },
    );
  });

  it('gives the same values for the same seed', () => {
    const sample = () => fc.sample(validPayload(name), { seed: 7, numRuns: 20 });
    expect(sample()).toEqual(sample());
  });
});
