import fc from 'fast-check';
import { numberKeyword, typesOf } from '../../../specs/schema-walk/node.js';
import { placeOf, pointerOf, type Location } from '../../../specs/schema-walk/walk.js';
import { show } from '../describe.js';
import type { Mutation, Violation } from '../types.js';

const minimumOf = (location: Location) => numberKeyword(location.node, 'minimum') as number;
const integral = (location: Location) => !typesOf(location.node).includes('number');

function violation(location: Location, value: number): Violation {
  return {
    path: location.path,
    edit: { set: value },
    pointer: pointerOf(location.path),
    keyword: 'minimum',
    description: `${placeOf(location.path)} below minimum ${minimumOf(location)} (${show(value)})`,
  };
}

/**
 * A number below `minimum`: strictly below, of the node's own type (an integer for integer nodes, so
 * `type` never fails too), from just below the bound to a million below.
 */
export const belowMinimumMutation: Mutation = {
  kind: 'below-minimum',
  appliesTo: (location) =>
    numberKeyword(location.node, 'minimum') !== undefined && typesOf(location.node).some((type) => type === 'number' || type === 'integer'),
  example: (location) => violation(location, minimumOf(location) - 1),
  arbitrary: (location) => {
    const minimum = minimumOf(location);
    const below = integral(location)
      ? fc.integer({ min: 1, max: 1_000_000 }).map((gap) => minimum - gap)
      : fc.oneof(
          fc.integer({ min: 1, max: 100_000_000 }).map((cents) => minimum - cents / 100),
          fc.constantFrom(minimum - 1e-9, minimum - 0.5),
        );
    return below.filter((value) => value < minimum).map((value) => violation(location, value));
  },
};
