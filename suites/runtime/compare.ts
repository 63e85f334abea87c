import equal from 'fast-deep-equal';
import { isSetNode, itemsSchema, resolveRef } from '../../specs/annotations.js';
import { instantOf } from './instant.js';
import { isJsonObject } from '../../specs/json-type.js';

type Schema = Record<string, unknown>;

/** How a value read back relates to the value sent. */
export type Sameness = 'same' | 'precision' | 'different';

const idOf = (value: unknown) => (typeof value === 'object' && value !== null && '_id' in value ? (value as { _id: unknown })._id : value);

/** Date-times compare as the instants they denote, whatever ISO 8601 form each side is written in. */
function compareDates(sent: string, back: unknown): Sameness {
  if (typeof back !== 'string') return 'different';
  const delta = Math.abs(instantOf(sent) - instantOf(back));
  if (Number.isNaN(delta)) return 'different';
  // Sub-second differences are a storage precision, not another instant: reported, not failed.
  return delta === 0 ? 'same' : delta < 1000 ? 'precision' : 'different';
}

/** Relative precision of a single-precision float (2^-23): the spec's "number (float)". */
const FLOAT32_EPSILON = 2 ** -23;

/**
 * Every number a request schema types is "number (float)" in the spec (budget, rate, hours value):
 * a server may hold it in single precision. Untyped numbers (a custom property's value) must agree
 * as doubles.
 */
function compareNumbers(sent: number, back: unknown, schema: Schema): Sameness {
  if (typeof back !== 'number') return 'different';
  const scale = Math.max(1, Math.abs(sent));
  if (Math.abs(sent - back) <= 1e-9 * scale) return 'same';
  if (schema.type !== 'number') return 'different';
  const asFloat = Math.fround(sent) === Math.fround(back) || Math.abs(sent - back) <= FLOAT32_EPSILON * Math.max(Math.abs(sent), Math.abs(back));
  return asFloat ? 'same' : 'different';
}

function worst(results: Sameness[]): Sameness {
  return results.includes('different') ? 'different' : results.includes('precision') ? 'precision' : 'same';
}

/** The closest match of `sent` among `candidates` (indexes into back), if any is not different. */
function bestMatch(sent: unknown, back: readonly unknown[], candidates: readonly number[], items: Schema): { index: number; sameness: Sameness } | undefined {
  let found: { index: number; sameness: Sameness } | undefined;
  for (const index of candidates) {
    const sameness = sameValue(sent, back[index], items);
    if (sameness === 'same') return { index, sameness };
    if (sameness === 'precision' && found === undefined) found = { index, sameness };
  }
  return found;
}

/** Lists the spec gives no order: same length, each item sent matched to a distinct item read back. */
function compareItems(sent: readonly unknown[], back: unknown, items: Schema): Sameness {
  if (!Array.isArray(back) || back.length !== sent.length) return 'different';
  const inOrder = sent.map((value, index) => sameValue(value, back[index], items));
  if (!inOrder.includes('different')) return worst(inOrder);
  const unmatched = back.map((_value, index) => index);
  const results: Sameness[] = [];
  for (const value of sent) {
    const match = bestMatch(value, back, unmatched, items);
    if (!match) return 'different';
    unmatched.splice(unmatched.indexOf(match.index), 1);
    results.push(match.sameness);
  }
  return worst(results);
}

/** Sets (`x-set`): every item sent is read back and nothing else is; order and repeats mean nothing. */
function compareSets(sent: readonly unknown[], back: unknown, items: Schema): Sameness {
  if (!Array.isArray(back)) return 'different';
  const all = (from: readonly unknown[], to: readonly unknown[]) =>
    from.map(
      (value) =>
        bestMatch(
          value,
          to,
          to.map((_v, index) => index),
          items,
        )?.sameness ?? 'different',
    );
  // Matching back to sent compares the other way round: sameValue's first argument is what was sent.
  const backward = back.map((value) => (sent.some((candidate) => sameValue(candidate, value, items) !== 'different') ? 'same' : 'different'));
  return worst([...all(sent, back), ...backward]);
}

function compareObject(sent: Record<string, unknown>, back: unknown, schema: Schema): Sameness {
  if (!isJsonObject(back)) return 'different';
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  // Only what was sent is compared: a server may add fields (ids of array elements, say).
  return worst(Object.entries(sent).map(([key, value]) => sameValue(value, (back as Record<string, unknown>)[key], properties[key] ?? {})));
}

/**
 * Compares a value sent with the value read back, as the schema types it, treating as equal what the
 * spec does not distinguish: date-times as instants, "number (float)" at single precision, e-mails
 * case-insensitively, references possibly expanded into objects, lists in any order (sets also
 * without repeats), object keys in any order. A value lost or contradicted is still different.
 */
export function sameValue(sent: unknown, back: unknown, schemaNode: Schema | boolean): Sameness {
  const schema = (typeof schemaNode === 'object' ? resolveRef(schemaNode) : {}) as Schema;
  if (schema.format === 'date-time' && typeof sent === 'string') return compareDates(sent, back);
  if (typeof sent === 'number') return compareNumbers(sent, back, schema);
  if (schema.format === 'email' && typeof sent === 'string')
    return typeof back === 'string' && back.toLowerCase() === sent.toLowerCase() ? 'same' : 'different';
  // The spec's stated default stands for an empty list (inviteDomains [] reads back as ["ANY"]).
  if (Array.isArray(sent) && sent.length === 0 && schema.default !== undefined && equal(back, schema.default)) return 'same';
  if (Array.isArray(sent) && schema.type === 'array') {
    const items = itemsSchema(schema) ?? {};
    return isSetNode(schema) ? compareSets(sent, back, items) : compareItems(sent, back, items);
  }
  if (typeof sent === 'object' && sent !== null && schema.type === 'object') return compareObject(sent as Record<string, unknown>, back, schema);
  if (typeof sent === 'string' && typeof back === 'object') return idOf(back) === sent ? 'same' : 'different';
  // Untyped values (a custom property's value) are the caller's data: equal as JSON, keys in any order.
  return equal(sent, back) ? 'same' : 'different';
}
