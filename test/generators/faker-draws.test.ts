import type { Faker, FakerOptions } from '@faker-js/faker';
import { faker as englishFaker } from '@faker-js/faker/locale/en';
import { describe, expect, it } from 'vitest';
import { ALPHANUMERIC_LENGTH, fakerMethod, mulberry32, seededCall } from '../../generators/faker/faker.js';

/** A faker of its own, with the generators' randomizer: what faker itself draws for a seed. */
const FakerClass = englishFaker.constructor as new (options: FakerOptions) => Faker;
const reference = new FakerClass({ locale: englishFaker.rawDefinitions, randomizer: mulberry32() });

describe('string.alphanumeric, drawn by the generators', () => {
  it('is 6 to 12 letters and digits long', () => {
    const draw = fakerMethod('string.alphanumeric') as () => unknown;
    const values = Array.from({ length: 200 }, (_, seed) => seededCall(draw, seed) as string);
    expect(values.every((value) => /^[0-9A-Za-z]{6,12}$/.test(value))).toBe(true);
    expect(new Set(values.map((value) => value.length)).size).toBeGreaterThan(3);
  });
});

/** Draws the generators make themselves (generators/faker/faker.ts), each against faker's own method. */
const OWN_DRAWS: readonly (readonly [string, () => unknown])[] = [
  ['string.alphanumeric', () => reference.string.alphanumeric({ length: ALPHANUMERIC_LENGTH })],
  ['database.mongodbObjectId', () => reference.database.mongodbObjectId()],
  ['lorem.sentence', () => reference.lorem.sentence()],
  ['lorem.paragraph', () => reference.lorem.paragraph()],
];

describe.each(OWN_DRAWS)('%s, drawn by the generators', (name, byFaker) => {
  it('gives for every seed the value faker itself gives', () => {
    const draw = fakerMethod(name) as () => unknown;
    const values = new Set<unknown>();
    for (let seed = -500; seed < 500; seed += 1) {
      reference.seed(seed * 7919);
      const value = seededCall(draw, seed * 7919);
      expect(value).toBe(byFaker());
      values.add(value);
    }
    // Not the same value whatever the seed: the draws follow it.
    expect(values.size).toBeGreaterThan(900);
  });
});
