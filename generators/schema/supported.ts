import { isAnnotation, type SchemaObject } from '../../specs/schema-walk/node.js';

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

/** Refuses schemas using a keyword the generators do not understand: better loud than wrong samples. */
export function assertSupported(node: SchemaObject): void {
  const unknown = Object.keys(node).filter((keyword) => !isAnnotation(keyword) && !SUPPORTED.has(keyword));
  if (unknown.length > 0) throw new Error(`generators: unsupported schema keyword(s) ${unknown.join(', ')} in ${JSON.stringify(node).slice(0, 120)}`);
}
