import { jsonTypeOf, type JsonType } from '../specs/json-type.js';

export type { JsonType };

/**
 * The inferred shape of a response body: a JSON Schema (2020-12) of the keywords type, properties,
 * required and items only. `required` lists the properties present in every sample.
 */
export interface InferredSchema {
  readonly type: JsonType | JsonType[];
  readonly properties?: Readonly<Record<string, InferredSchema>>;
  readonly required?: readonly string[];
  readonly items?: InferredSchema;
}

const ORDER: readonly JsonType[] = ['null', 'boolean', 'integer', 'number', 'string', 'array', 'object'];

export const typesOf = (schema: InferredSchema): JsonType[] => (Array.isArray(schema.type) ? schema.type : [schema.type]);

/** A sorted, duplicate-free type list; "integer" is absorbed by "number" (every integer is a number). */
function typeValue(types: readonly JsonType[]): JsonType | JsonType[] {
  const set = new Set(types);
  if (set.has('number')) set.delete('integer');
  const sorted = ORDER.filter((type) => set.has(type));
  return sorted.length === 1 ? (sorted[0] as JsonType) : sorted;
}

const own = (record: Readonly<Record<string, InferredSchema>> | undefined, key: string) => (record && Object.hasOwn(record, key) ? record[key] : undefined);

function mergeProperties(a: InferredSchema, b: InferredSchema): Pick<InferredSchema, 'properties' | 'required'> {
  if (!a.properties && !b.properties) return {};
  const keys = [...new Set([...Object.keys(a.properties ?? {}), ...Object.keys(b.properties ?? {})])].sort();
  const properties = Object.fromEntries(
    keys.map((key) => {
      const [left, right] = [own(a.properties, key), own(b.properties, key)];
      return [key, left && right ? mergeSchemas(left, right) : ((left ?? right) as InferredSchema)];
    }),
  );
  // A side without object samples says nothing about which properties are always present.
  const required = !a.properties
    ? (b.required ?? [])
    : !b.properties
      ? (a.required ?? [])
      : (a.required ?? []).filter((key) => (b.required ?? []).includes(key));
  return { properties, required };
}

/** The schema of two samples' union: types joined, properties merged (required = present in both), items merged. */
export function mergeSchemas(a: InferredSchema, b: InferredSchema): InferredSchema {
  const items = a.items && b.items ? mergeSchemas(a.items, b.items) : (a.items ?? b.items);
  return { type: typeValue([...typesOf(a), ...typesOf(b)]), ...mergeProperties(a, b), ...(items ? { items } : {}) };
}

/**
 * Infers the schema of a JSON value: objects with every property present marked required, arrays
 * with the merged schema of all their items (none for an empty array).
 */
export function inferSchema(value: unknown): InferredSchema {
  const type = jsonTypeOf(value);
  if (type === 'array') {
    const items = (value as unknown[])
      .map(inferSchema)
      .reduce<InferredSchema | undefined>((merged, item) => (merged ? mergeSchemas(merged, item) : item), undefined);
    return { type, ...(items ? { items } : {}) };
  }
  if (type === 'object') {
    const keys = Object.keys(value as object).sort();
    return { type, properties: Object.fromEntries(keys.map((key) => [key, inferSchema((value as Record<string, unknown>)[key])])), required: keys };
  }
  return { type };
}
