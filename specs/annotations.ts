import { schemas, type SchemaName } from './schemas/index.js';
import { isRequirementId, type RequirementId } from './requirements.js';
import { branchesOf, childOf, propertiesOf, resolve } from './schema-walk/node.js';
import { segmentsOf } from './json-pointer.js';

type Node = Record<string, unknown> | boolean;

/** Follows a $ref (by $id) to its schema: the walk's resolve (schema-walk/node.ts), typed as the annotations' readers use it. */
export const resolveRef = (node: Node): Node => resolve(node) as Node;

const child = (node: Node, segment: string): Node | undefined => childOf(node, segment) as Node | undefined;

/** `x-requirement` names the requirement a node's violations break; `x-requirement-required` the one a missing required property breaks. */
export type RequirementAnnotation = 'x-requirement' | 'x-requirement-required';

function annotation(node: Node, key: RequirementAnnotation): RequirementId | undefined {
  const resolved = resolveRef(node);
  const value = typeof resolved === 'object' ? (resolved[key] ?? (node as Record<string, unknown>)[key]) : undefined;
  return typeof value === 'string' && isRequirementId(value) ? value : undefined;
}

/**
 * The catalogue requirement a violation at `pointer` (a JSON pointer into an instance of the schema)
 * breaks: the `x-requirement` of the deepest annotated schema node along the pointer.
 */
export function requirementAt(schema: SchemaName | Node, pointer: string, key: RequirementAnnotation = 'x-requirement'): RequirementId | undefined {
  let node: Node | undefined = typeof schema === 'string' ? (schemas[schema] as Node) : schema;
  let found = node === undefined ? undefined : annotation(node, key);
  for (const segment of segmentsOf(pointer)) {
    node = node === undefined ? undefined : child(node, segment);
    if (node === undefined) break;
    found = annotation(node, key) ?? found;
  }
  return found;
}

// Walked once per schema and format: the reference server and the date checks ask on every request and answer.
const withFormat = new Map<string, readonly string[]>();

/** Top-level properties of a schema (following $ref and oneOf/anyOf branches) that have the given format. */
export function fieldsWithFormat(schema: SchemaName, format: string): readonly string[] {
  const key = `${schema}\u0000${format}`;
  let fields = withFormat.get(key);
  if (!fields) withFormat.set(key, (fields = Object.freeze(formatWalk(schema, format))));
  return fields;
}

function formatWalk(schema: SchemaName, format: string): string[] {
  const found = new Set<string>();
  const visit = (node: Node) => {
    for (const [name, property] of Object.entries(propertiesOf(node))) {
      if (typeof property === 'object' && property.format === format) found.add(name);
    }
    for (const branch of branchesOf(node)) visit(branch as Node);
  };
  visit(schemas[schema] as Node);
  return [...found];
}

/** The schema of a top-level property of a named schema ($ref resolved), if it declares one. */
export function propertySchema(schema: SchemaName, property: string): Record<string, unknown> | undefined {
  const node = child(schemas[schema] as Node, property);
  const resolved = node === undefined ? undefined : resolveRef(node);
  return typeof resolved === 'object' ? resolved : undefined;
}

/** Items schema of an array schema node ($ref resolved). */
export function itemsSchema(node: Record<string, unknown>): Record<string, unknown> | undefined {
  const items = node.items as Node | undefined;
  const resolved = items === undefined ? undefined : resolveRef(items);
  return typeof resolved === 'object' ? resolved : undefined;
}

/**
 * The schema node at `pointer` (a JSON pointer into an instance; any index addresses an array's
 * items), $ref resolved; undefined when the schema does not declare that place.
 */
export function schemaAt(schema: SchemaName | Node, pointer: string): Node | undefined {
  let node: Node | undefined = typeof schema === 'string' ? (schemas[schema] as Node) : schema;
  for (const segment of segmentsOf(pointer)) {
    node = node === undefined ? undefined : child(node, segment);
  }
  return node === undefined ? undefined : resolveRef(node);
}

/** The kind of organisation record a schema node references ("clients"), itself or through its items. */
export function referenceKind(node: Record<string, unknown>): string | undefined {
  const kind = node['x-reference'] ?? itemsSchema(node)?.['x-reference'];
  return typeof kind === 'string' ? kind : undefined;
}

/** Whether a schema node is a list the spec gives no order to and where a repeat means nothing (`x-set`). */
export const isSetNode = (node: Record<string, unknown>): boolean => node['x-set'] === true;
