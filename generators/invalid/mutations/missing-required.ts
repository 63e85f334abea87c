import fc from 'fast-check';
import { placeOf, pointerOf, type Location } from '../../../specs/schema-walk/walk.js';
import type { Mutation, Violation } from '../types.js';

/** ajv reports `required` at the object that lacks the property, so the pointer is the parent's. */
function violation(location: Location): Violation {
  const parent = location.path.slice(0, -1);
  return {
    path: location.path,
    edit: { remove: true },
    pointer: pointerOf(parent),
    keyword: 'required',
    description: `${placeOf(location.path)} missing (required by ${placeOf(parent)})`,
  };
}

/** A required property removed (e.g. email of an add-person body, canView of a custom property). */
export const missingRequiredMutation: Mutation = {
  kind: 'missing-required',
  appliesTo: (location) => location.position === 'property' && location.required,
  example: violation,
  arbitrary: (location) => fc.constant(violation(location)),
};
