import fc from 'fast-check';
import { isNever, itemsOf, numberKeyword, type SchemaNode } from '../../specs/schema-walk/node.js';

/** Arrays stay short unless the schema says otherwise: realistic bodies, fast generation. */
export const DEFAULT_MAX_ITEMS = 4;

export type Compile = (node: SchemaNode) => fc.Arbitrary<unknown>;

/** Arrays of valid items within minItems/maxItems (`items: false` allows only the empty array). */
export function array(node: SchemaNode, compile: Compile): fc.Arbitrary<unknown[]> {
  const minLength = numberKeyword(node, 'minItems') ?? 0;
  const maxLength = numberKeyword(node, 'maxItems') ?? Math.max(minLength, DEFAULT_MAX_ITEMS);
  const items = itemsOf(node);
  if (isNever(items)) {
    if (minLength > 0) throw new Error('generators: array requires items that no value satisfies');
    return fc.constant([]);
  }
  return fc.array(compile(items), { minLength, maxLength });
}
