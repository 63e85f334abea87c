import { schemas, SCHEMA_BASE } from '../schemas/index.js';

/** A JSON Schema node as the specs write it: an object schema or a boolean schema. */
export type SchemaObject = { readonly [keyword: string]: unknown };
export type SchemaNode = boolean | SchemaObject;

/** Keywords that only annotate: they never make a value invalid, so a walk may ignore them. */
const ANNOTATIONS = new Set(['$id', '$schema', 'title', 'description', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly']);

/** A keyword that only annotates (x- keywords included). */
export const isAnnotation = (keyword: string) => ANNOTATIONS.has(keyword) || keyword.startsWith('x-');

const byId = new Map<string, SchemaNode>(Object.values(schemas).map((schema) => [schema.$id as string, schema as SchemaNode]));

/** Follows `$ref` (by $id, through the `schemas` registry of specs/). */
export function resolve(node: SchemaNode): SchemaNode {
  if (typeof node === 'object' && typeof node.$ref === 'string' && node.$ref.startsWith(SCHEMA_BASE)) return byId.get(node.$ref) ?? node;
  return node;
}

/** The resolved node as an object; `true` reads as the empty schema. */
export function objectOf(node: SchemaNode): SchemaObject {
  const resolved = resolve(node);
  return typeof resolved === 'object' ? resolved : {};
}

/** True for a schema without any validation keyword (`{}`, `true`, annotations only): any JSON value. */
export function isAnyValue(node: SchemaNode): boolean {
  const resolved = resolve(node);
  return resolved === true || (typeof resolved === 'object' && Object.keys(resolved).every(isAnnotation));
}

/** True for a schema no value satisfies: `false` or `{ not: {} }` (e.g. response-only fields in a request). */
export function isNever(node: SchemaNode): boolean {
  const resolved = resolve(node);
  if (resolved === false) return true;
  return typeof resolved === 'object' && resolved.not !== undefined && isAnyValue(resolved.not as SchemaNode);
}

/** An optional property valid only under a condition the spec states (`x-conditional`): not valid in every reading. */
export function isConditional(node: SchemaNode): boolean {
  return typeof objectOf(node)['x-conditional'] === 'string';
}

/** The JSON types a node declares (empty when it declares none). */
export function typesOf(node: SchemaNode): string[] {
  const type = objectOf(node).type;
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? (type as string[]) : [];
}

/** Declared properties of an object schema. */
export function propertiesOf(node: SchemaNode): Record<string, SchemaNode> {
  return (objectOf(node).properties ?? {}) as Record<string, SchemaNode>;
}

export function requiredOf(node: SchemaNode): readonly string[] {
  return (objectOf(node).required ?? []) as readonly string[];
}

/** The branches of an anyOf/oneOf node (none otherwise). */
export const branchesOf = (node: SchemaNode): readonly SchemaNode[] => (objectOf(node).anyOf ?? objectOf(node).oneOf ?? []) as SchemaNode[];

/**
 * The schema of an instance's child `segment` (a property name, or an index into an array's items),
 * looked up through $ref and anyOf/oneOf branches; undefined where the schema declares no such child.
 */
export function childOf(node: SchemaNode, segment: string): SchemaNode | undefined {
  const resolved = resolve(node);
  if (typeof resolved !== 'object') return undefined;
  const properties = resolved.properties as Record<string, SchemaNode> | undefined;
  if (properties && segment in properties) return properties[segment];
  if (/^\d+$/.test(segment) && resolved.items !== undefined) return resolved.items as SchemaNode;
  for (const branch of branchesOf(resolved)) {
    const found = childOf(branch, segment);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The item schema of an array schema (`{}` when unspecified). */
export function itemsOf(node: SchemaNode): SchemaNode {
  return (objectOf(node).items ?? true) as SchemaNode;
}

export function enumOf(node: SchemaNode): readonly unknown[] | undefined {
  return objectOf(node).enum as readonly unknown[] | undefined;
}

export function numberKeyword(
  node: SchemaNode,
  keyword: 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum' | 'minLength' | 'maxLength' | 'minItems' | 'maxItems',
): number | undefined {
  const value = objectOf(node)[keyword];
  return typeof value === 'number' ? value : undefined;
}

export function stringKeyword(node: SchemaNode, keyword: 'format' | 'pattern' | 'x-faker' | 'x-inject-from'): string | undefined {
  const value = objectOf(node)[keyword];
  return typeof value === 'string' ? value : undefined;
}

/** Whether a string satisfies the node's minLength/maxLength (counted in code points, as JSON Schema does). */
export function fitsLength(node: SchemaNode, text: string): boolean {
  const length = Array.from(text).length;
  return length >= (numberKeyword(node, 'minLength') ?? 0) && length <= (numberKeyword(node, 'maxLength') ?? Infinity);
}
