import { isDeepStrictEqual } from 'node:util';
import { propertySchema } from '../../specs/annotations.js';
import type { RequestSchemaName } from '../../specs/schemas/index.js';
import { sameValue, type Sameness } from './compare.js';

export interface Difference {
  readonly field: string;
  readonly sent: unknown;
  readonly back: unknown;
  readonly sameness: Sameness;
}

/** Fields of `sent` that `back` does not show as sent (compared as the request schema types them). */
export function differences(schema: RequestSchemaName, sent: Record<string, unknown>, back: Record<string, unknown>): Difference[] {
  const out: Difference[] = [];
  for (const [field, value] of Object.entries(sent)) {
    const sameness = sameValue(value, back[field], propertySchema(schema, field) ?? {});
    if (sameness !== 'same') out.push({ field, sent: value, back: back[field], sameness });
  }
  return out;
}

export function describeDifferences(list: readonly Difference[], words = { sent: 'sent', back: 'read back' }): string {
  return list.map((d) => `${d.field}: ${words.sent} ${JSON.stringify(d.sent)}, ${words.back} ${JSON.stringify(d.back) ?? '(absent)'}`).join('; ');
}

/**
 * Top-level fields whose value differs between two reads of the same document. updatedAt is left out:
 * whether a read or a refused request may touch it is not the question (the data is).
 */
/**
 * Fields that differ between two reads (updatedAt aside; objects compared with keys in any order).
 * `only`: the fields a request carried — on a living server other fields may change in between
 * (usageStorage, say) without the request having done it.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>, only?: readonly string[]): string[] {
  const fields = new Set(only ?? [...Object.keys(before), ...Object.keys(after)]);
  fields.delete('updatedAt');
  return [...fields].filter((field) => !isDeepStrictEqual(before[field], after[field]));
}

export function describeChanges(fields: readonly string[], before: Record<string, unknown>, after: Record<string, unknown>): string {
  return fields
    .map((field) => `${field}: ${JSON.stringify(before[field]) ?? '(absent)'} before, ${JSON.stringify(after[field]) ?? '(absent)'} after`)
    .join('; ');
}
