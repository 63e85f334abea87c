import { resolveRef } from '../../specs/annotations.js';

/** A JSON Schema node as the specs write it: an object schema or a boolean schema. */
export type SchemaObject = { readonly [keyword: string]: unknown };
export type SchemaNode = boolean | SchemaObject;

/** Keywords that only annotate: they never make a value invalid, so generators may ignore them. */
const ANNOTATIONS = new Set(['$id', '$schema', 'title', 'description', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly']);

/** Validation keywords the generators know how to satisfy and to violate. */
const SUPPORTED = new Set([
  '$ref',
  'type',
  'enum',
  'const',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'items',
  'minItems',
  'maxItems',
  'properties',
  'required',
  'additionalProperties',
  'anyOf',
  'oneOf',
  'not',
]);

const isAnnotation = (keyword: string) => ANNOTATIONS.has(keyword) || keyword.startsWith('x-');

/** Follows `$ref` (by $id, through the `schemas` registry of specs/). */
export function resolve(node: SchemaNode): SchemaNode {
  return resolveRef(node as Record<string, unknown> | boolean) as SchemaNode;
}

/** The resolved node as an object; `true` reads as the empty schema. */
export function objectOf(node: SchemaNode): SchemaObject {
  const resolved = resolve(node);
  return typeof resolved === 'object' ? resolved : {};
}

/** Refuses schemas using a keyword the generators do not understand: better loud than wrong samples. */
export function assertSupported(node: SchemaObject): void {
  const unknown = Object.keys(node).filter((keyword) => !isAnnotation(keyword) && !SUPPORTED.has(keyword));
  if (unknown.length > 0) throw new Error(`generators: unsupported schema keyword(s) ${unknown.join(', ')} in ${JSON.stringify(node).slice(0, 120)}`);
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
