import fc from 'fast-check';
import { fakerMethod } from '../faker/faker.js';
import { fakerText } from './faker-string.js';
import { number } from './number.js';

const word = fakerMethod('lorem.word') ?? (() => 'value');

/** Property names of free-form objects: short realistic words. */
export function propertyName(): fc.Arbitrary<string> {
  return fakerText(word, { minLength: 1, maxLength: 24 });
}

function containersOf(value: fc.Arbitrary<unknown>): fc.Arbitrary<unknown>[] {
  return [fc.array(value, { maxLength: 3 }), fc.dictionary(propertyName(), value, { maxKeys: 3, noNullPrototype: true })];
}

/**
 * Any JSON value (the `{}` schema, e.g. a custom property's `value`): null, booleans, sane finite
 * numbers, realistic words, and arrays/objects of them two levels deep. Leaves come first, so
 * shrinking goes towards null.
 */
export function jsonValue(): fc.Arbitrary<unknown> {
  // Cross-shrinking lets a counterexample's value shrink from any branch towards the first (null).
  const shrinkToFirst = { withCrossShrink: true };
  const leaf = fc.oneof(shrinkToFirst, fc.constant(null), fc.boolean(), number({}), fakerText(word, { minLength: 0, maxLength: 40 }));
  const level1 = fc.oneof(shrinkToFirst, { arbitrary: leaf, weight: 3 }, ...containersOf(leaf).map((arbitrary) => ({ arbitrary, weight: 1 })));
  return fc.oneof(shrinkToFirst, { arbitrary: leaf, weight: 3 }, ...containersOf(level1).map((arbitrary) => ({ arbitrary, weight: 1 })));
}

/** A free-form JSON object (`{ type: 'object' }` without properties). */
export function jsonObject(): fc.Arbitrary<Record<string, unknown>> {
  return fc.dictionary(propertyName(), jsonValue(), { maxKeys: 3, noNullPrototype: true });
}
