import fc from 'fast-check';
import { arbitraryFor } from '../../arbitraries/compile.js';
import { patternRegExp } from '../../arbitraries/string.js';
import { enumOf, fitsLength, stringKeyword, typesOf } from '../../../specs/schema-walk/node.js';
import { placeOf, pointerOf, type Location } from '../../../specs/schema-walk/walk.js';
import { exampleOf } from '../../valid/examples.js';
import { show } from '../describe.js';
import type { Mutation, Violation } from '../types.js';

/**
 * Near misses derived from a valid value — other case, doubled, truncated, with a digit — kept only
 * when they fail the pattern and still satisfy the length bounds, so `pattern` is the only failure.
 * For a day "MON": "mon", "MONMON", "M", "0ON". No surrounding spaces: a server may trim them.
 */
function nearMisses(location: Location, valid: string): string[] {
  const regexp = patternRegExp(stringKeyword(location.node, 'pattern') as string);
  const candidates = [valid.toLowerCase(), valid.toUpperCase(), `${valid}${valid}`, valid.slice(0, 1), valid.replace(/[A-Za-z]/, '0')];
  return [...new Set(candidates)].filter((candidate) => candidate.length > 0 && fitsLength(location.node, candidate) && !regexp.test(candidate));
}

function violation(location: Location, value: string): Violation {
  return {
    path: location.path,
    edit: { set: value },
    pointer: pointerOf(location.path),
    keyword: 'pattern',
    description: `${placeOf(location.path)} does not match ${stringKeyword(location.node, 'pattern')} (${show(value)})`,
  };
}

const validString = (location: Location) => String(exampleOf(location.node));

/** A string that misses the node's `pattern` (e.g. a timesheet day "mon" for ^[A-Z]{3}$). */
export const patternMismatchMutation: Mutation = {
  kind: 'pattern-mismatch',
  appliesTo: (location) =>
    stringKeyword(location.node, 'pattern') !== undefined &&
    typesOf(location.node).includes('string') &&
    !enumOf(location.node) &&
    nearMisses(location, validString(location)).length > 0,
  example: (location) => violation(location, nearMisses(location, validString(location))[0] as string),
  arbitrary: (location) =>
    arbitraryFor(location.node)
      .map((valid) => nearMisses(location, String(valid)))
      .filter((misses) => misses.length > 0)
      .chain((misses) => fc.constantFrom(...misses))
      .map((value) => violation(location, value)),
};
