import type { Mutation } from '../types.js';
import { belowMinimumMutation } from './below-minimum.js';
import { malformedFormatMutation } from './malformed-format.js';
import { missingRequiredMutation } from './missing-required.js';
import { outOfEnumMutation } from './out-of-enum.js';
import { otherCaseMutation } from './other-case.js';
import { overlongStringMutation } from './overlong-string.js';
import { patternMismatchMutation } from './pattern-mismatch.js';
import { responseOnlyMutation } from './response-only.js';
import { unknownPropertyMutation } from './unknown-property.js';
import { wrongTypeInArrayMutation, wrongTypeInNestedObjectMutation, wrongTypeMutation } from './wrong-type.js';

/** Every mutation, in the order the catalogue lists them at each location. */
export const MUTATIONS: readonly Mutation[] = [
  wrongTypeMutation,
  wrongTypeInArrayMutation,
  wrongTypeInNestedObjectMutation,
  outOfEnumMutation,
  belowMinimumMutation,
  malformedFormatMutation,
  patternMismatchMutation,
  overlongStringMutation,
  missingRequiredMutation,
  responseOnlyMutation,
  unknownPropertyMutation,
  otherCaseMutation,
];
