import fc from 'fast-check';
import { fakerText } from '../../arbitraries/faker-string.js';
import { fakerMethod } from '../../faker/faker.js';
import { enumOf, objectOf } from '../../../specs/schema-walk/node.js';
import { placeOf, pointerOf, type Location } from '../../../specs/schema-walk/walk.js';
import { enumText, show } from '../describe.js';
import type { Mutation, Violation } from '../types.js';

const word = fakerMethod('lorem.word') ?? (() => 'other');

const stringEnumOf = (location: Location) => {
  const values = enumOf(location.node);
  return values && values.every((value) => typeof value === 'string') ? (values as readonly string[]) : undefined;
};

/** `x-invalid-examples`: values the schema author marks invalid in every reading (e.g. "usd" for a currency). */
const curatedOf = (location: Location) => (objectOf(location.node)['x-invalid-examples'] ?? []) as readonly string[];

/** Not in the enum, not even case-insensitively: "Open" would be a weak, arguable violation. */
function outside(values: readonly string[]): (candidate: string) => boolean {
  const folded = new Set(values.map((value) => value.toLowerCase()));
  return (candidate) => candidate.length > 0 && !folded.has(candidate.toLowerCase());
}

function violation(location: Location, value: string): Violation {
  const values = stringEnumOf(location) ?? [];
  return {
    path: location.path,
    edit: { set: value },
    pointer: pointerOf(location.path),
    keyword: 'enum',
    description: `${placeOf(location.path)} not ${enumText(values)} (${show(value)})`,
  };
}

/** A string outside the node's enum: curated never-valid values first, else a realistic other word. */
export const outOfEnumMutation: Mutation = {
  kind: 'out-of-enum',
  appliesTo: (location) => stringEnumOf(location) !== undefined,
  example: (location) => violation(location, curatedOf(location)[0] ?? `not-${stringEnumOf(location)?.[0] ?? 'listed'}`),
  arbitrary: (location) => {
    const values = stringEnumOf(location) ?? [];
    const words = fakerText(word, { minLength: 1, maxLength: 20 }).filter(outside(values));
    const curated = curatedOf(location);
    const candidates = curated.length > 0 ? fc.oneof(fc.constantFrom(...curated), words) : words;
    return candidates.map((value) => violation(location, value));
  },
};
