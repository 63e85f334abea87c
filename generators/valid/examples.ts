import fc from 'fast-check';
import { arbitraryFor } from '../arbitraries/compile.js';
import { isConditional, isNever, itemsOf, numberKeyword, objectOf, propertiesOf, requiredOf, resolve, type SchemaNode } from '../../specs/schema-walk/node.js';
import { isArrayNode, isObjectNode } from '../../specs/schema-walk/walk.js';

/** Seed of every deterministic example: the coverage lists are the same on every run and machine. */
export const EXAMPLE_SEED = 20_261_122;

/** `count` deterministic valid values of a node (the compiler's samples at the fixed seed). */
export function examplesOf(node: SchemaNode, count: number): unknown[] {
  return fc.sample(arbitraryFor(node), { seed: EXAMPLE_SEED, numRuns: count });
}

export const exampleOf = (node: SchemaNode): unknown => examplesOf(node, 1)[0];

type Shape = (node: SchemaNode) => unknown;

function objectWith(node: SchemaNode, names: readonly string[], shape: Shape): Record<string, unknown> {
  const properties = propertiesOf(node);
  return Object.fromEntries(names.map((name) => [name, shape(properties[name] ?? true)]));
}

function branchOf(node: SchemaNode): SchemaNode | undefined {
  const schema = objectOf(node);
  return ((schema.anyOf ?? schema.oneOf) as SchemaNode[] | undefined)?.[0];
}

/** The smallest valid value: objects with their required properties only, arrays at minItems. */
export function minimalValue(node: SchemaNode): unknown {
  const resolved = resolve(node);
  const branch = branchOf(resolved);
  if (branch !== undefined) return minimalValue(branch);
  if (isObjectNode(resolved)) return objectWith(resolved, requiredOf(resolved), minimalValue);
  if (isArrayNode(resolved)) return Array.from({ length: numberKeyword(resolved, 'minItems') ?? 0 }, () => minimalValue(itemsOf(resolved)));
  return exampleOf(resolved);
}

/**
 * The fullest valid value: every property that is valid in every reading (not `x-conditional`), arrays
 * with one (or minItems) element.
 */
export function fullValue(node: SchemaNode): unknown {
  const resolved = resolve(node);
  const branch = branchOf(resolved);
  if (branch !== undefined) return fullValue(branch);
  if (isObjectNode(resolved)) {
    const names = Object.entries(propertiesOf(resolved))
      .filter(([, schema]) => !isNever(schema) && !isConditional(schema))
      .map(([name]) => name);
    return objectWith(resolved, [...new Set([...names, ...requiredOf(resolved)])], fullValue);
  }
  if (isArrayNode(resolved)) {
    const length = Math.max(numberKeyword(resolved, 'minItems') ?? 0, Math.min(1, numberKeyword(resolved, 'maxItems') ?? 1));
    return isNever(itemsOf(resolved)) ? [] : Array.from({ length }, () => fullValue(itemsOf(resolved)));
  }
  return exampleOf(resolved);
}
