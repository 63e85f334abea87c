import fc from 'fast-check';
import { jsonValue, propertyName } from '../../arbitraries/json-value.js';
import { objectOf, propertiesOf } from '../../../specs/schema-walk/node.js';
import { isObjectNode, placeOf, pointerOf, type Location } from '../../../specs/schema-walk/walk.js';
import { show } from '../describe.js';
import type { Mutation, Violation } from '../types.js';

/** Undeclared and not inherited from Object.prototype (a "constructor" key would test something else). */
const unknownTo = (location: Location) => (name: string) => !(name in propertiesOf(location.node)) && !(name in Object.prototype);

function violation(location: Location, name: string, value: unknown): Violation {
  return {
    path: [...location.path, name],
    edit: { set: value },
    pointer: pointerOf(location.path),
    keyword: 'additionalProperties',
    description: `${placeOf(location.path)} carries unknown property ${show(name)}`,
  };
}

function exampleName(location: Location): string {
  let name = 'unknownProperty';
  while (!unknownTo(location)(name)) name = `${name}X`;
  return name;
}

/**
 * A property the schema does not declare, where the schema refuses extras. The spec does not say
 * whether unknown properties are accepted: labelled REQUEST.UNKNOWN_PROPERTIES (UNSPECIFIED).
 */
export const unknownPropertyMutation: Mutation = {
  kind: 'unknown-property',
  requirement: 'REQUEST.UNKNOWN_PROPERTIES',
  appliesTo: (location) => isObjectNode(location.node) && objectOf(location.node).additionalProperties === false,
  example: (location) => violation(location, exampleName(location), 'unexpected'),
  arbitrary: (location) => fc.tuple(propertyName().filter(unknownTo(location)), jsonValue()).map(([name, value]) => violation(location, name, value)),
};
