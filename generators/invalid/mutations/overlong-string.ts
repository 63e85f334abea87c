import { arbitraryFor } from '../../arbitraries/compile.js';
import { patternRegExp } from '../../arbitraries/string.js';
import { VERY_LONG_STRING_LENGTH } from '../../boundary/extremes.js';
import { enumOf, stringKeyword, typesOf } from '../../../specs/schema-walk/node.js';
import { placeOf, pointerOf, type Location } from '../../../specs/schema-walk/walk.js';
import { exampleOf } from '../../valid/examples.js';
import type { Mutation, Violation } from '../types.js';

/** Formats whose values cannot be repeated into a valid one: a second "@" or a second "Z2024…" breaks them. */
const FORMATS = new Set(['date-time', 'date', 'email']);

/** The keyword a constrained string node refuses an overlong value with: enum, then pattern, then format. */
function keywordOf(location: Location): 'enum' | 'pattern' | 'format' | undefined {
  if (!typesOf(location.node).includes('string')) return undefined;
  if (enumOf(location.node)?.every((value) => typeof value === 'string')) return 'enum';
  if (stringKeyword(location.node, 'pattern') !== undefined) return 'pattern';
  return FORMATS.has(stringKeyword(location.node, 'format') ?? '') ? 'format' : undefined;
}

/** A valid value repeated to VERY_LONG_STRING_LENGTH characters: "MONMONMON…", "openopen…", "2024-…Z2024-…Z…". */
function repeated(valid: string): string {
  return valid.repeat(Math.ceil(VERY_LONG_STRING_LENGTH / Math.max(1, valid.length)));
}

/** Whether the repetition is refused by the node's own constraint (never arguable: checked, not assumed). */
function refused(location: Location, value: string): boolean {
  const values = enumOf(location.node);
  if (values) return !values.includes(value);
  const pattern = stringKeyword(location.node, 'pattern');
  return pattern === undefined || !patternRegExp(pattern).test(value);
}

function violation(location: Location, value: string): Violation {
  const keyword = keywordOf(location) ?? 'format';
  return {
    path: location.path,
    edit: { set: value },
    pointer: pointerOf(location.path),
    keyword,
    description: `${placeOf(location.path)} is a valid value repeated to ${value.length.toLocaleString('en')} characters (fails ${keyword})`,
  };
}

/**
 * Strings of thousands of characters where the schema constrains the value (enum, pattern, date-time,
 * e-mail): invalid in every reading, and what a backtracking regular expression or a fixed-size
 * buffer chokes on. Free-text fields get their long strings from the boundary payloads (valid).
 */
export const overlongStringMutation: Mutation = {
  kind: 'overlong-string',
  appliesTo: (location) => keywordOf(location) !== undefined && refused(location, repeated(String(exampleOf(location.node)))),
  example: (location) => violation(location, repeated(String(exampleOf(location.node)))),
  arbitrary: (location) =>
    arbitraryFor(location.node)
      .map((valid) => repeated(String(valid)))
      .filter((value) => refused(location, value))
      .map((value) => violation(location, value)),
};
