import type { FieldNode } from './field-tree.js';
import { escapeSegment } from '../../../specs/json-pointer.js';
import { isJsonObject } from '../../../specs/json-type.js';

/** Called at each documented place a body fills; `pointer` is its instance pointer (as ajv's instancePath), or "" when not asked for. */
export type VisitPlace = (node: FieldNode, value: unknown, pointer: string) => void;

/**
 * Visits every place of a body below the body itself, along its schema's tree, and tells whether the
 * body holds only names the schema documents (values under other names are not entered). Undefined
 * values are skipped: JSON leaves them out (an undefined item goes out as null, which validation
 * judges invalid all the same). Pointers cost a string per place: built only when asked for.
 */
export function walkBody(root: FieldNode, body: Record<string, unknown>, visit: VisitPlace, pointers: boolean): boolean {
  let onlyDocumented = true;
  const enter = (node: FieldNode, value: unknown, pointer: string): void => {
    if (value === undefined) return;
    visit(node, value, pointer);
    if (node.items && Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) enter(node.items, value[index], pointers ? `${pointer}/${index}` : '');
    } else if (node.properties && isJsonObject(value)) {
      enterProperties(node.properties, value, pointer);
    }
  };
  const enterProperties = (properties: ReadonlyMap<string, FieldNode>, value: Record<string, unknown>, pointer: string): void => {
    for (const name in value) {
      const child = properties.get(name);
      if (child) enter(child, value[name], pointers ? `${pointer}/${escapeSegment(name)}` : '');
      else if (value[name] !== undefined) onlyDocumented = false;
    }
  };
  if (root.properties) enterProperties(root.properties, body, '');
  return onlyDocumented;
}
