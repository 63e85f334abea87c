import { itemsSchema, resolveRef } from '../../specs/annotations.js';

type Schema = Record<string, unknown>;

/** How a value read back relates to the value sent. */
export type Sameness = 'same' | 'precision' | 'different';

const idOf = (value: unknown) => (typeof value === 'object' && value !== null && '_id' in value ? (value as { _id: unknown })._id : value);

function compareDates(sent: string, back: unknown): Sameness {
  if (typeof back !== 'string') return 'different';
  const delta = Math.abs(Date.parse(sent) - Date.parse(back));
  if (Number.isNaN(delta)) return 'different';
  // Sub-second differences are a storage precision, not another instant: reported, not failed.
  return delta === 0 ? 'same' : delta < 1000 ? 'precision' : 'different';
}

function worst(results: Sameness[]): Sameness {
  return results.includes('different') ? 'different' : results.includes('precision') ? 'precision' : 'same';
}

function compareObject(sent: Record<string, unknown>, back: unknown, schema: Schema): Sameness {
  if (typeof back !== 'object' || back === null || Array.isArray(back)) return 'different';
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  // Only what was sent is compared: a server may add fields (ids of array elements, say).
  return worst(Object.entries(sent).map(([key, value]) => sameValue(value, (back as Record<string, unknown>)[key], properties[key] ?? {})));
}

/**
 * Compares a value sent with the value read back, as the schema types it: date-times as instants,
 * numbers numerically, e-mails case-insensitively, references possibly expanded into objects.
 */
export function sameValue(sent: unknown, back: unknown, schemaNode: Schema | boolean): Sameness {
  const schema = (typeof schemaNode === 'object' ? resolveRef(schemaNode) : {}) as Schema;
  if (schema.format === 'date-time' && typeof sent === 'string') return compareDates(sent, back);
  if (typeof sent === 'number') {
    return typeof back === 'number' && Math.abs(sent - back) <= 1e-9 * Math.max(1, Math.abs(sent)) ? 'same' : 'different';
  }
  if (schema.format === 'email' && typeof sent === 'string') return typeof back === 'string' && back.toLowerCase() === sent.toLowerCase() ? 'same' : 'different';
  // The spec's stated default stands for an empty list (inviteDomains [] reads back as ["ANY"]).
  if (Array.isArray(sent) && sent.length === 0 && JSON.stringify(back) === JSON.stringify(schema.default)) return 'same';
  if (Array.isArray(sent)) {
    if (!Array.isArray(back) || back.length !== sent.length) return 'different';
    const items = itemsSchema(schema) ?? {};
    return worst(sent.map((value, index) => sameValue(value, back[index], items)));
  }
  if (typeof sent === 'object' && sent !== null && schema.type === 'object') return compareObject(sent as Record<string, unknown>, back, schema);
  if (typeof sent === 'string' && typeof back === 'object') return idOf(back) === sent ? 'same' : 'different';
  return JSON.stringify(sent) === JSON.stringify(back) ? 'same' : 'different';
}
