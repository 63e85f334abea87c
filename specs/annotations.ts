import { schemas, SCHEMA_BASE, type SchemaName } from './schemas/index.js';
import { isRequirementId, type RequirementId } from './requirements.js';

type Node = Record<string, unknown> | boolean;

const byId = new Map<string, Node>(Object.values(schemas).map((schema) => [schema.$id as string, schema as Node]));

/** Follows a $ref (by $id) to its schema. */
export function resolveRef(node: Node): Node {
  if (typeof node === 'object' && typeof node.$ref === 'string' && node.$ref.startsWith(SCHEMA_BASE)) {
    return byId.get(node.$ref) ?? node;
  }
  return node;
}

function child(node: Node, segment: string): Node | undefined {
  const resolved = resolveRef(node);
  if (typeof resolved !== 'object') return undefined;
  const properties = resolved.properties as Record<string, Node> | undefined;
  if (properties && segment in properties) return properties[segment];
  if (/^\d+$/.test(segment) && resolved.items !== undefined) return resolved.items as Node;
  for (const branch of (resolved.anyOf ?? resolved.oneOf ?? []) as Node[]) {
    const found = child(branch, segment);
    if (found !== undefined) return found;
  }
  return undefined;
}

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
  for (const segment of pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))) {
    node = node === undefined ? undefined : child(node, segment);
    if (node === undefined) break;
    found = annotation(node, key) ?? found;
  }
  return found;
}

/** Top-level properties of a schema (following $ref and oneOf/anyOf branches) that have the given format. */
export function fieldsWithFormat(schema: SchemaName, format: string): string[] {
  const found = new Set<string>();
  const visit = (node: Node) => {
    const resolved = resolveRef(node);
    if (typeof resolved !== 'object') return;
    for (const [name, property] of Object.entries((resolved.properties ?? {}) as Record<string, Node>)) {
      if (typeof property === 'object' && property.format === format) found.add(name);
    }
    for (const branch of (resolved.anyOf ?? resolved.oneOf ?? []) as Node[]) visit(branch);
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
  for (const segment of pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))) {
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
