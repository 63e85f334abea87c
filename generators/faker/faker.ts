import type { Faker, FakerOptions, Randomizer } from '@faker-js/faker';
// The English locale entry point only: the package's main entry loads all ~70 locales (~35 MB of
// heap in every process that generates). It exports an instance, whose class we reuse.
import { faker as englishFaker } from '@faker-js/faker/locale/en';

/**
 * A small, fast-to-seed PRNG (mulberry32) as faker's randomizer. Generators re-seed faker before
 * every call from fast-check's random source, so one fast-check seed reproduces every value; faker's
 * default Mersenne Twister costs ~30 µs per seeding, which would dominate generation time.
 */
export function mulberry32(): Randomizer {
  let state = 0;
  return {
    next() {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
    seed(seed) {
      state = (Array.isArray(seed) ? (seed[0] ?? 0) : seed) | 0;
    },
  };
}

/** The generators' own faker (English data), never the shared global instance other code may seed. */
const FakerClass = englishFaker.constructor as new (options: FakerOptions) => Faker;
const faker = new FakerClass({ locale: englishFaker.rawDefinitions, randomizer: mulberry32() });

/** How long string.alphanumeric's values are: its no-argument result (one character) is unrealistic. */
export const ALPHANUMERIC_LENGTH = { min: 6, max: 12 } as const;

type FakerMethod = (...args: unknown[]) => unknown;

/** The characters string.alphanumeric draws from, in faker's order (digits, then lower and upper case: casing "mixed"). */
const ALPHANUMERIC = Array.from('0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');

/**
 * string.alphanumeric({ length: ALPHANUMERIC_LENGTH }) drawn as faker draws it, by the same calls to
 * its number.int (the same value for a seed), without the copies of its character table that faker
 * makes on every call: the customIds and codes of every payload cost several percent of a run's CPU.
 */
function alphanumeric(): string {
  const length = faker.number.int(ALPHANUMERIC_LENGTH);
  let text = '';
  for (let index = 0; index < length; index++) text += ALPHANUMERIC[faker.number.int({ max: ALPHANUMERIC.length - 1 })] as string;
  return text;
}

/** The characters string.hexadecimal draws from, in faker's order (digits, lower case, upper case). */
const HEXADECIMAL = Array.from('0123456789abcdefABCDEF');

/**
 * database.mongodbObjectId() as faker draws it (string.hexadecimal of 24 characters, lower-cased),
 * without a closure and an array per call: most ids of every payload are drawn here.
 */
function mongodbObjectId(): string {
  let text = '';
  for (let index = 0; index < 24; index++) text += HEXADECIMAL[faker.number.int({ max: HEXADECIMAL.length - 1 })] as string;
  return text.toLowerCase();
}

/** faker's English word list of lorem.word, read once. */
const LOREM_WORDS: readonly string[] = faker.definitions.lorem.word;

/**
 * lorem.sentence() as faker draws it (3 to 10 words of lorem.word, the first capitalised, a full
 * stop), without the copy of the whole word list that faker's lorem.word makes for every word.
 */
function loremSentence(): string {
  const count = faker.number.int({ min: 3, max: 10 });
  const words: string[] = [];
  for (let index = 0; index < count; index++) words.push(LOREM_WORDS[faker.number.int({ max: LOREM_WORDS.length - 1 })] as string);
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.substring(1)}.`;
}

/** lorem.paragraph() as faker draws it: three of its sentences, joined by a space. */
function loremParagraph(): string {
  return [loremSentence(), loremSentence(), loremSentence()].join(' ');
}

/** Methods drawn here rather than by faker itself, with the same values (see each). */
const OWN_DRAWS: Readonly<Record<string, () => unknown>> = {
  'string.alphanumeric': alphanumeric,
  'database.mongodbObjectId': mongodbObjectId,
  'lorem.sentence': loremSentence,
  'lorem.paragraph': loremParagraph,
};

/** The faker method named `namespace.method` (as in `x-faker`), or undefined when faker has none. */
export function fakerMethod(name: string): (() => unknown) | undefined {
  const own = OWN_DRAWS[name];
  if (own) return own;
  const [namespace, method, ...rest] = name.split('.');
  if (!namespace || !method || rest.length > 0) return undefined;
  const module = (faker as unknown as Record<string, Record<string, unknown> | undefined>)[namespace];
  const fn = module?.[method];
  if (typeof fn !== 'function') return undefined;
  return () => (fn as FakerMethod).call(module);
}

/** Calls a faker method with faker seeded by `seed`: the same seed always gives the same value. */
export function seededCall<T>(call: () => T, seed: number): T {
  faker.seed(seed);
  return call();
}
