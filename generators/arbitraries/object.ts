import fc from 'fast-check';
import { isNever, objectOf, propertiesOf, requiredOf, type SchemaNode } from '../../specs/schema-walk/node.js';
import type { Compile } from './array.js';
import { jsonObject, propertyName } from './json-value.js';

/** The schema extra (undeclared) properties must satisfy: false when refused, true when free. */
function additionalOf(node: SchemaNode): SchemaNode {
  return (objectOf(node).additionalProperties ?? true) as SchemaNode;
}

/**
 * Extra properties: from an `additionalProperties` schema when there is one; a few JSON values for
 * free-form objects (`{ type: 'object' }` with no properties); none otherwise — an open object with
 * declared properties is generated with those only, as a realistic client would send it.
 */
function extraProperties(node: SchemaNode, compile: Compile): fc.Arbitrary<Record<string, unknown>> | undefined {
  const declared = propertiesOf(node);
  const additional = additionalOf(node);
  if (additional === false || isNever(additional)) return undefined;
  if (additional === true) return Object.keys(declared).length === 0 ? jsonObject() : undefined;
  const key = propertyName().filter((name) => !(name in declared));
  return fc.dictionary(key, compile(additional), { maxKeys: 2, noNullPrototype: true });
}

/**
 * Objects with every required property and any subset of the optional ones; properties no value
 * satisfies (`false`, `not: {}` — e.g. response-only fields of a request) are never generated.
 * Optional properties shrink away, so counterexamples keep only what matters.
 */
export function object(node: SchemaNode, compile: Compile): fc.Arbitrary<Record<string, unknown>> {
  const declared = propertiesOf(node);
  const required = requiredOf(node);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(declared)) if (!isNever(property)) model[name] = compile(property);
  for (const name of required) {
    if (!(name in model) && name in declared) throw new Error(`generators: required property "${name}" can never be valid`);
    model[name] ??= compile(additionalOf(node));
  }
  const record = fc.record(model, { requiredKeys: [...required], noNullPrototype: true });
  const extras = extraProperties(node, compile);
  return extras ? fc.tuple(record, extras).map(([own, extra]) => ({ ...extra, ...own })) : record;
}
