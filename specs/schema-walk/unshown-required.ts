import { isJsonObject } from '../json-type.js';
import { escapeSegment } from '../json-pointer.js';
import { childOf, isConditional, isNever, objectOf, propertiesOf, type SchemaNode } from './node.js';

/** An object in a body that leaves out properties a server may require, the spec not showing which are required. */
export interface UnshownOmission {
  /** Where the object is (RFC 6901, "/entries/0"). */
  readonly pointer: string;
  readonly missing: readonly string[];
}

/**
 * The objects of `body` under schema nodes marked `x-required-unshown` ("required or optional status of
 * entry properties in requests: not shown") that leave out any of their node's properties: properties
 * valid in every reading only (not `x-conditional`, not response-only). A server may refuse such a body
 * for a property it requires.
 */
export function unshownOmissions(schema: SchemaNode, body: unknown): UnshownOmission[] {
  const found: UnshownOmission[] = [];
  const visit = (node: SchemaNode, value: unknown, pointer: string): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const child = childOf(node, String(index));
        if (child !== undefined) visit(child, item, `${pointer}/${index}`);
      });
      return;
    }
    if (!isJsonObject(value)) return;
    const missing = unshownMissing(node, value);
    if (missing.length > 0) found.push({ pointer, missing });
    for (const name of Object.keys(value)) {
      const child = childOf(node, name);
      if (child !== undefined) visit(child, value[name], `${pointer}/${escapeSegment(name)}`);
    }
  };
  visit(schema, body, '');
  return found;
}

/**
 * What `value` leaves out of the properties of `node`, when the node is marked `x-required-unshown`:
 * those valid in every reading (not `x-conditional`, not response-only). Empty for any other node or value.
 */
export function unshownMissing(node: SchemaNode, value: unknown): string[] {
  if (!isJsonObject(value) || objectOf(node)['x-required-unshown'] !== true) return [];
  return Object.entries(propertiesOf(node))
    .filter(([name, property]) => value[name] === undefined && !isConditional(property) && !isNever(property))
    .map(([name]) => name);
}
