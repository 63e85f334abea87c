import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../specs/ajv.js';
import { SCHEMA_BASE, schemas } from '../../specs/schemas/index.js';
import { arbitraryFor, boundaryPayloadsOf, invalidArbitraryOf, invalidCatalogueOf } from '../../generators/index.js';

/** A request schema the generators have never seen: add-person plus an optional string `nickname`. */
const base = schemas['add-person'];
const extended = {
  ...base,
  $id: `${SCHEMA_BASE}test-add-person-with-nickname.json`,
  properties: { ...base.properties, nickname: { type: 'string' } },
};
const validate = createAjv().compile(extended);

describe('generators follow a schema change without code changes', () => {
  it('valid payloads include the new property and validate', () => {
    const samples = fc.sample(arbitraryFor(extended), { seed: 11, numRuns: 500 });
    expect(samples.every((sample) => validate(sample))).toBe(true);
    expect(samples.some((sample) => typeof (sample as { nickname?: unknown }).nickname === 'string')).toBe(true);
  });

  it('boundary payloads cover the new property and validate', () => {
    const mine = boundaryPayloadsOf(extended).filter(({ label }) => label.startsWith('nickname: '));
    expect(mine.map(({ label }) => label)).toEqual([
      'nickname: empty string',
      'nickname: 2,000 characters',
      'nickname: non-ASCII and astral characters',
      'nickname: 10,000 characters',
      'nickname: combining characters',
    ]);
    expect(mine.every(({ payload }) => validate(payload))).toBe(true);
  });

  it('invalid payloads mutate the new property, labelled with the nearest requirement', () => {
    const catalogue = invalidCatalogueOf(extended).filter(({ label }) => label.pointer === '/nickname');
    expect(catalogue.map(({ label, base }) => [base, label.kind, label.keyword, label.requirement])).toEqual([
      ['smallest', 'wrong-type', 'type', 'ADD_PERSON.BODY'],
      ['fullest', 'wrong-type', 'type', 'ADD_PERSON.BODY'],
    ]);
    expect(catalogue.every(({ payload }) => validate(payload) === false)).toBe(true);
    expect(Object.keys(catalogue[1]?.payload as object)).toEqual(expect.arrayContaining(['nickname', 'role', 'rate', 'rateTime']));
    const random = fc.sample(invalidArbitraryOf(extended), { seed: 11, numRuns: 2_000 });
    expect(random.some(({ label }) => label.pointer === '/nickname')).toBe(true);
  });
});
