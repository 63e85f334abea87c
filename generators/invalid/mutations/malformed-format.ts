import fc from 'fast-check';
import { fakerText } from '../../arbitraries/faker-string.js';
import { fakerMethod } from '../../faker/faker.js';
import { stringKeyword } from '../../../specs/schema-walk/node.js';
import { placeOf, pointerOf, type Location } from '../../../specs/schema-walk/walk.js';
import { show } from '../describe.js';
import type { Mutation, Violation } from '../types.js';

const pad = (n: number) => String(n).padStart(2, '0');
const username = fakerMethod('internet.username') ?? (() => 'someone');

/**
 * Strings that are invalid for a format in every reading — ajv's RFC 3339 / RFC 5322 checks and ISO 8601
 * alike. Nothing arguable: no date without time, no local time without offset (both are ISO 8601).
 */
const MALFORMED: Readonly<Record<string, { examples: readonly string[]; generated: () => fc.Arbitrary<string> }>> = {
  'date-time': {
    examples: ['not-a-date', '2024-13-45T25:61:00Z', '2023-02-29T10:00:00Z', 'yesterday', '31/12/2024 10:00'],
    // Month 13–19 exists in no calendar reading.
    generated: () =>
      fc
        .tuple(fc.integer({ min: 1970, max: 2100 }), fc.integer({ min: 13, max: 19 }), fc.integer({ min: 1, max: 28 }))
        .map(([year, month, day]) => `${year}-${month}-${pad(day)}T10:00:00Z`),
  },
  date: {
    examples: ['not-a-date', '2024-13-45', '2023-02-29'],
    generated: () => fc.integer({ min: 1970, max: 2100 }).map((year) => `${year}-13-01`),
  },
  email: {
    examples: ['no-at-sign', 'a@', '@example.com', 'a@@example.com', 'two words@example.com'],
    // A realistic user name without any "@": not an address in RFC 5322 terms.
    generated: () => fakerText(username, { minLength: 1, maxLength: 30 }).filter((text) => !text.includes('@')),
  },
};

const formatOf = (location: Location) => stringKeyword(location.node, 'format') as string;

function violation(location: Location, value: string): Violation {
  return {
    path: location.path,
    edit: { set: value },
    pointer: pointerOf(location.path),
    keyword: 'format',
    description: `${placeOf(location.path)} malformed ${formatOf(location)} (${show(value)})`,
  };
}

/** A string that is not a date-time / e-mail / date at a node with that format. */
export const malformedFormatMutation: Mutation = {
  kind: 'malformed-format',
  appliesTo: (location) => MALFORMED[stringKeyword(location.node, 'format') ?? ''] !== undefined,
  example: (location) => violation(location, MALFORMED[formatOf(location)]?.examples[0] as string),
  arbitrary: (location) => {
    const { examples, generated } = MALFORMED[formatOf(location)] as (typeof MALFORMED)[string];
    return fc.oneof(fc.constantFrom(...examples), generated()).map((value) => violation(location, value));
  },
};
