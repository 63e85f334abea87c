import { isAnyValue, isNever, itemsOf, objectOf, propertiesOf, resolve, typesOf, type SchemaNode } from './node.js';

/** A step of an instance path: a property name or an array index. */
export type Segment = string | number;

/** A place in instances of a schema, with the schema nodes that govern it. */
export interface Location {
  /** Instance path; array elements are addressed at index 0. */
  readonly path: readonly Segment[];
  /** The resolved schema node at each prefix of `path`: nodes[0] is the root, nodes[path.length] this node. */
  readonly nodes: readonly SchemaNode[];
  readonly node: SchemaNode;
  readonly position: 'root' | 'property' | 'item';
  /** Whether the parent object lists this property in `required`. */
  readonly required: boolean;
}

/** Objects: a declared `object` type, or properties/required without any type. */
export function isObjectNode(node: SchemaNode): boolean {
  const types = typesOf(node);
  const schema = objectOf(node);
  return types.includes('object') || (types.length === 0 && (schema.properties !== undefined || schema.required !== undefined));
}

export const isArrayNode = (node: SchemaNode) => typesOf(node).includes('array');

function* children(location: Location): Generator<Location> {
  const { node, path, nodes } = location;
  const child = (segment: Segment, schema: SchemaNode, position: Location['position'], required: boolean): Location => {
    const resolved = resolve(schema);
    return { path: [...path, segment], nodes: [...nodes, resolved], node: resolved, position, required };
  };
  if (isObjectNode(node)) {
    const required = (objectOf(node).required ?? []) as readonly string[];
    for (const [name, schema] of Object.entries(propertiesOf(node))) yield child(name, schema, 'property', required.includes(name));
  }
  if (isArrayNode(node) && !isNever(itemsOf(node))) yield child(0, itemsOf(node), 'item', false);
}

/**
 * Every location of a schema, depth first: properties of objects, the first element of arrays.
 * The walk stops at nodes no value satisfies, at any-value nodes and at anyOf/oneOf (whose
 * branches cannot be mutated one violation at a time).
 */
export function locations(root: SchemaNode): Location[] {
  const start: Location = { path: [], nodes: [resolve(root)], node: resolve(root), position: 'root', required: true };
  const found: Location[] = [];
  const visit = (location: Location) => {
    found.push(location);
    const schema = objectOf(location.node);
    if (isNever(location.node) || isAnyValue(location.node) || schema.anyOf || schema.oneOf) return;
    for (const child of children(location)) visit(child);
  };
  visit(start);
  return found;
}

// The pointer of a location's path (RFC 6901), for the mutations that label places by it.
export { pointerOf } from '../json-pointer.js';

/** "budget", "customProperties/0/canView", or "body" for the root: how labels name a location. */
export function placeOf(path: readonly Segment[]): string {
  return path.length === 0 ? 'body' : path.join('/');
}
