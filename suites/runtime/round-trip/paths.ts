import { itemsSchema, propertySchema, resolveRef } from '../../../specs/annotations.js';
import type { RequestSchemaName } from '../../../specs/schemas/index.js';
import { isJsonObject } from '../../../specs/json-type.js';

type Schema = Record<string, unknown>;

const steps = (path: string) => path.split('.');

/**
 * The value at a coverage path ("entries[].hours[].value") of a body or document: an array step reads
 * its first element, since the round-trip phase sends one element whose fields carry the classes.
 */
export function valueAt(document: unknown, path: string): unknown {
  let value: unknown = document;
  for (const step of steps(path)) {
    const array = step.endsWith('[]');
    const name = array ? step.slice(0, -2) : step;
    value = isJsonObject(value) ? (value as Record<string, unknown>)[name] : undefined;
    if (array) value = Array.isArray(value) ? value[0] : undefined;
  }
  return value;
}

/** The request schema's node that types the value at a coverage path. */
export function nodeAt(schema: RequestSchemaName, path: string): Schema {
  const [first = '', ...rest] = steps(path);
  const arrayStep = (step: string) => step.endsWith('[]');
  let node: Schema = propertySchema(schema, first.replace(/\[\]$/, '')) ?? {};
  if (arrayStep(first)) node = itemsSchema(node) ?? {};
  for (const step of rest) {
    const properties = ((resolveRef(node) as Schema).properties ?? {}) as Record<string, Schema>;
    node = (resolveRef(properties[step.replace(/\[\]$/, '')] ?? {}) as Schema) ?? {};
    if (arrayStep(step)) node = itemsSchema(node) ?? {};
  }
  return node;
}
