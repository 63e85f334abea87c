import { arbitraryFor } from '../../arbitraries/compile.js';
import { isNever, propertiesOf, resolve, stringKeyword, type SchemaNode } from '../../../specs/schema-walk/node.js';
import { placeOf, pointerOf, type Location } from '../../../specs/schema-walk/walk.js';
import { exampleOf } from '../../valid/examples.js';
import { show } from '../describe.js';
import type { Mutation, Violation } from '../types.js';

/**
 * The response schema's definition of the same property (`x-inject-from` names the response schema
 * by $id), so the injected value is realistic and well typed: only its presence is wrong.
 */
function sourceOf(location: Location): SchemaNode | undefined {
  const from = stringKeyword(location.node, 'x-inject-from');
  const name = location.path[location.path.length - 1];
  if (from === undefined || typeof name !== 'string') return undefined;
  return propertiesOf(resolve({ $ref: from }))[name];
}

function requireSource(location: Location): SchemaNode {
  const source = sourceOf(location);
  if (source === undefined) throw new Error(`generators: x-inject-from of ${pointerOf(location.path)} names no schema with that property`);
  return source;
}

function violation(location: Location, value: unknown): Violation {
  return {
    path: location.path,
    edit: { set: value },
    pointer: pointerOf(location.path),
    keyword: location.node === false ? 'false schema' : 'not',
    description: `${placeOf(location.path)} is response-only (sent ${show(value)})`,
  };
}

/** A response-only field (R) sent in a request body, with a value typed as in responses. */
export const responseOnlyMutation: Mutation = {
  kind: 'response-only-injected',
  appliesTo: (location) => location.position === 'property' && isNever(location.node) && sourceOf(location) !== undefined,
  example: (location) => violation(location, exampleOf(requireSource(location))),
  arbitrary: (location) => arbitraryFor(requireSource(location)).map((value) => violation(location, value)),
};
