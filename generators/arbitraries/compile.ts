import fc from 'fast-check';
import { providerFor } from '../faker/providers.js';
import { enumOf, isNever, resolve, stringKeyword, typesOf, type SchemaNode, type SchemaObject } from '../../specs/schema-walk/node.js';
import { assertSupported } from '../schema/supported.js';
import { array } from './array.js';
import { jsonValue } from './json-value.js';
import { integer, number } from './number.js';
import { object } from './object.js';
import { string } from './string.js';

const cache = new WeakMap<object, fc.Arbitrary<unknown>>();

function byType(type: string, node: SchemaObject): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return string(node);
    case 'number':
      return number(node);
    case 'integer':
      return integer(node);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return array(node, arbitraryFor);
    case 'object':
      return object(node, arbitraryFor);
    default:
      throw new Error(`generators: unknown type "${type}"`);
  }
}

function build(node: SchemaObject): fc.Arbitrary<unknown> {
  assertSupported(node);
  if (isNever(node)) throw new Error(`generators: no value satisfies ${JSON.stringify(node).slice(0, 120)}`);
  if ('const' in node) return fc.constant(node.const);
  const values = enumOf(node);
  if (values) return fc.constantFrom(...values);
  const provider = providerFor(stringKeyword(node, 'x-faker'));
  if (provider) return provider.arbitrary();
  const branches = (node.anyOf ?? node.oneOf) as SchemaNode[] | undefined;
  if (branches) return fc.oneof(...branches.map(arbitraryFor));
  const types = typesOf(node);
  if (types.length === 0) return node.properties || node.required ? byType('object', node) : jsonValue();
  return types.length === 1 ? byType(types[0] as string, node) : fc.oneof(...types.map((type) => byType(type, node)));
}

/**
 * The schema → arbitrary compiler: every value it generates is valid against `node` (`$ref`s are
 * resolved by $id through the specs' `schemas` registry). Driven only by the schema's keywords and
 * annotations (`x-faker`), never by field names.
 */
export function arbitraryFor(node: SchemaNode): fc.Arbitrary<unknown> {
  const resolved = resolve(node);
  if (resolved === true) return jsonValue();
  if (resolved === false) throw new Error('generators: no value satisfies the false schema');
  let arbitrary = cache.get(resolved);
  if (!arbitrary) {
    arbitrary = build(resolved);
    cache.set(resolved, arbitrary);
  }
  return arbitrary;
}
