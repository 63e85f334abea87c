import fc from 'fast-check';
import { seededCall } from '../faker/faker.js';

export interface LengthBounds {
  readonly minLength: number;
  readonly maxLength: number;
}

const SURROGATE = /[\uD800-\uDFFF]/;

/** Fits a text into the length bounds, counting code points as JSON Schema does. */
function fit(text: string, { minLength, maxLength }: LengthBounds): string {
  // Without surrogates every UTF-16 unit is a code point: a text already within the bounds, or only
  // too long, needs no array of its characters (the same result, without the copies).
  if (text.length >= minLength && !SURROGATE.test(text)) return text.length <= maxLength ? text : text.slice(0, maxLength);
  const chars = Array.from(text);
  const padding = chars.length > 0 ? [...chars] : ['x'];
  while (chars.length < minLength) chars.push(...padding);
  return chars.slice(0, maxLength).join('');
}

/** Prefix lengths from `target` up to `length - 1`, closest to the target first (like integer shrinking). */
function* prefixLengths(length: number, target: number): Generator<number> {
  for (let gap = length - target; gap > 0; gap = Math.floor(gap / 2)) yield length - gap;
}

/**
 * Realistic text from a faker method, seeded from fast-check's random source. It shrinks by
 * truncation (strictly shorter prefixes, never below minLength), so shrinking terminates and the
 * counterexample is the shortest text that still fails — e.g. a description of exactly 6 characters.
 */
class FakerTextArbitrary extends fc.Arbitrary<string> {
  constructor(
    private readonly call: () => unknown,
    private readonly bounds: LengthBounds,
  ) {
    super();
  }

  generate(mrng: fc.Random): fc.Value<string> {
    const text = String(seededCall(this.call, mrng.nextInt()));
    return new fc.Value(fit(text, this.bounds), undefined);
  }

  canShrinkWithoutContext(value: unknown): value is string {
    if (typeof value !== 'string') return false;
    const length = Array.from(value).length;
    return length >= this.bounds.minLength && length <= this.bounds.maxLength;
  }

  shrink(value: string): fc.Stream<fc.Value<string>> {
    const chars = Array.from(value);
    const lengths = prefixLengths(chars.length, this.bounds.minLength);
    return new fc.Stream(lengths).map((length) => new fc.Value(chars.slice(0, length).join(''), undefined));
  }
}

/** Free text from a faker method, within length bounds, shrinking by truncation. */
export function fakerText(call: () => unknown, bounds: LengthBounds): fc.Arbitrary<string> {
  return new FakerTextArbitrary(call, bounds);
}

/**
 * A faker value that must stay whole (an e-mail, an id): shrinks through its seed integer towards
 * seed 0, which always yields the same canonical value. Unbiased, so samples do not repeat small seeds.
 */
export function fakerSeeded<T>(call: () => T): fc.Arbitrary<T> {
  return fc.noBias(fc.integer({ min: 0, max: 0x7fffffff })).map((seed) => seededCall(call, seed));
}
