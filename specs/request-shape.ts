import { itemsSchema, propertySchema, resolveRef } from './annotations.js';
import type { RequestSchemaName } from './schemas/index.js';

type Schema = Record<string, unknown>;
const idOf = (value: unknown) => (typeof value === 'object' && value !== null && '_id' in value ? (value as { _id: unknown })._id : value);
const isRefused = (node: Schema) => typeof node.not === 'object' && node.not !== null && Object.keys(node.not).length === 0;

function shapeValue(value: unknown, node: Schema): unknown {
  if (node['x-reference'] !== undefined) return idOf(value);
  const items = itemsSchema(node);
  if (Array.isArray(value) && items) return value.map((item) => shapeValue(item, items));
  if (node.type === 'object' && typeof value === 'object' && value !== null) return shapeObject(value as Record<string, unknown>, node);
  return value;
}

function shapeObject(document: Record<string, unknown>, schema: Schema): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema | boolean>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(document)) {
    const node = properties[key];
    if (typeof node !== 'object') continue;
    const resolved = resolveRef(node) as Schema;
    if (!isRefused(resolved)) out[key] = shapeValue(value, resolved);
  }
  return out;
}

/**
 * The request body that would set a resource to the state `document` shows: only the fields the
 * request schema accepts (response-only and unknown fields dropped), expanded references back to ids.
 * Used to restore fixtures after a run.
 */
export function toRequestBody(schema: RequestSchemaName, document: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(document)) {
    const node = propertySchema(schema, key);
    if (node && !isRefused(node)) out[key] = shapeValue(value, node);
  }
  return out;
}
