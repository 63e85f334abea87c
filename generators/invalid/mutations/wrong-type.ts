import fc from 'fast-check';
import { fakerText } from '../../arbitraries/faker-string.js';
import { jsonObject } from '../../arbitraries/json-value.js';
import { fakerMethod } from '../../faker/faker.js';
import { typesOf } from '../../../specs/schema-walk/node.js';
import { placeOf, pointerOf, type Location } from '../../../specs/schema-walk/walk.js';
import { jsonTypeOf } from '../../../specs/json-type.js';
import { show } from '../describe.js';
import type { Mutation, MutationKind, Violation } from '../types.js';

const article = (type: string) => (/^[aeiou]/.test(type) ? 'an' : 'a');
const words = fakerMethod('lorem.words') ?? (() => 'some words');

/**
 * Values of each JSON type, to put where another type is expected. `null` is deliberately absent:
 * many PATCH APIs read null as "unset", and the spec is silent on it, so a null would not be an
 * unambiguous violation. Numeric-looking strings ("12", "true") are the classic coercion trap.
 */
const WRONG_VALUES: Readonly<Record<string, { example: (expected: string) => unknown; arbitrary: () => fc.Arbitrary<unknown> }>> = {
  string: {
    example: (expected) => `not-${article(expected)}-${expected}`,
    arbitrary: () => fc.oneof(fc.constantFrom('12', 'true', '0'), fakerText(words, { minLength: 1, maxLength: 40 })),
  },
  integer: { example: () => 42, arbitrary: () => fc.integer({ min: -1_000_000, max: 1_000_000 }) },
  number: { example: () => 1.5, arbitrary: () => fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n + 0.5) },
  boolean: { example: () => true, arbitrary: () => fc.boolean() },
  array: { example: () => [], arbitrary: () => fc.array(fc.integer({ min: 0, max: 99 }), { maxLength: 3 }) },
  object: { example: () => ({}), arbitrary: jsonObject },
};

/** The value types a node refuses: every JSON type but its own ("number" accepts integers). */
function refusedTypes(location: Location): string[] {
  const accepted = typesOf(location.node);
  return Object.keys(WRONG_VALUES).filter((type) => !accepted.includes(type) && !(type === 'integer' && accepted.includes('number')));
}

function violation(location: Location, value: unknown): Violation {
  const expected = typesOf(location.node).join(' or ');
  return {
    path: location.path,
    edit: { set: value },
    pointer: pointerOf(location.path),
    keyword: 'type',
    description: `${placeOf(location.path)} has the wrong type: ${jsonTypeOf(value)} ${show(value)} instead of ${expected}`,
  };
}

function wrongType(kind: MutationKind, where: (location: Location) => boolean): Mutation {
  return {
    kind,
    appliesTo: (location) => where(location) && typesOf(location.node).length > 0,
    example: (location) => {
      const type = refusedTypes(location)[0] as string;
      return violation(location, WRONG_VALUES[type]?.example(typesOf(location.node)[0] as string));
    },
    arbitrary: (location) => {
      const arbitraries = refusedTypes(location).map((type) => (WRONG_VALUES[type] as (typeof WRONG_VALUES)[string]).arbitrary());
      return fc.oneof(...arbitraries).map((value) => violation(location, value));
    },
  };
}

const topLevel = (location: Location) => location.path.length <= 1;

/** A top-level property (or the body itself) of the wrong JSON type. */
export const wrongTypeMutation = wrongType('wrong-type', (location) => topLevel(location) && location.position !== 'item');
/** An array element of the wrong type (e.g. a number among department ids). */
export const wrongTypeInArrayMutation = wrongType('wrong-type-in-array', (location) => location.position === 'item');
/** A property of a nested object (a custom property, an entry, an hours item) of the wrong type. */
export const wrongTypeInNestedObjectMutation = wrongType('wrong-type-in-nested-object', (location) => !topLevel(location) && location.position === 'property');
