import type fc from 'fast-check';
import { arbitraryFor } from '../arbitraries/compile.js';
import { isConditional, isNever, itemsOf, numberKeyword, objectOf, propertiesOf, requiredOf, resolve, type SchemaNode } from '../../specs/schema-walk/node.js';
import { isArrayNode, isObjectNode } from '../../specs/schema-walk/walk.js';

const derived = new WeakMap<object, SchemaNode>();

function fullObject(schema: Record<string, unknown>, node: SchemaNode): Record<string, unknown> {
  const declared = Object.entries(propertiesOf(node));
  // Conditional properties (taskId: shape B only) are left out, as by fullValue: some readings refuse them.
  const properties = Object.fromEntries(declared.map(([name, child]) => [name, isNever(child) || isConditional(child) ? false : fullSchemaOf(child)]));
  const present = declared.filter(([, child]) => !isNever(child) && !isConditional(child)).map(([name]) => name);
  return { ...schema, properties, required: [...new Set([...requiredOf(node), ...present])] };
}

function fullArray(schema: Record<string, unknown>, node: SchemaNode): Record<string, unknown> {
  const items = itemsOf(node);
  if (isNever(items) || (numberKeyword(node, 'maxItems') ?? 1) < 1) return schema;
  return { ...schema, items: fullSchemaOf(items), minItems: Math.max(1, numberKeyword(node, 'minItems') ?? 0) };
}

/**
 * The schema of the fullest valid values of a node: every property valid in every reading is required,
 * every array has at least one element, all the way down ($refs inlined). anyOf/oneOf and leaves are
 * kept as they are. Memoised, so the compiler's cache (by node identity) keeps working.
 */
export function fullSchemaOf(node: SchemaNode): SchemaNode {
  const resolved = resolve(node);
  if (typeof resolved !== 'object') return resolved;
  const known = derived.get(resolved);
  if (known !== undefined) return known;
  // The derived node is anonymous: it must not pass for the schema its $id names.
  const schema = Object.fromEntries(Object.entries(objectOf(resolved)).filter(([keyword]) => keyword !== '$id'));
  const branchy = schema.anyOf !== undefined || schema.oneOf !== undefined;
  const full = branchy ? resolved : isObjectNode(resolved) ? fullObject(schema, resolved) : isArrayNode(resolved) ? fullArray(schema, resolved) : resolved;
  derived.set(resolved, full);
  return full;
}

/**
 * Random fullest valid values: every optional property present and valid, at every depth. A mutation
 * applied to one of them is the only thing wrong with it, whatever properties a server requires where
 * the spec leaves it open ("Required or optional status of entry properties in requests: not shown").
 */
export function fullArbitraryFor(node: SchemaNode): fc.Arbitrary<unknown> {
  return arbitraryFor(fullSchemaOf(node));
}
