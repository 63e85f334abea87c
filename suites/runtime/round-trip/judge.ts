import { sameValue } from '../compare.js';
import type { RequestSchemaName } from '../../../specs/schemas/index.js';
import type { Covered } from '../../../generators/round-trip/value-classes.js';
import { nodeAt, valueAt } from './paths.js';

/** How a class came back in one document: as sent, with its meaning kept, or not (lost, cut, replaced, rounded). */
export type Comeback = 'same' | 'normalised' | 'different';

/** Changes that keep a string's meaning: surrounding whitespace, the Unicode normalisation form. */
function meaningKept(sent: unknown, back: unknown): boolean {
  if (typeof sent !== 'string' || typeof back !== 'string') return false;
  const forms = (text: string) => new Set(['NFC', 'NFD', 'NFKC'].map((form) => text.trim().normalize(form)));
  const sentForms = forms(sent);
  return [...forms(back)].some((form) => sentForms.has(form));
}

/**
 * A covered class, sent in `body`, as `document` shows it, compared as the spec allows
 * (suites/runtime/compare.ts: key order, single precision, sets, instants, e-mail case). A sub-second
 * date-time difference is a storage precision the other checks observe: counted as the same here.
 */
export function comeback(schema: RequestSchemaName, covered: Covered, body: Record<string, unknown>, document: Record<string, unknown>): Comeback {
  const sent = valueAt(body, covered.path);
  const back = valueAt(document, covered.path);
  const sameness = sameValue(sent, back, nodeAt(schema, covered.path));
  if (sameness !== 'different') return 'same';
  return meaningKept(sent, back) ? 'normalised' : 'different';
}

/** Whether the stored value already equals what a class would send (then a different value is set first). */
export const alreadyStored = (schema: RequestSchemaName, covered: Covered, body: Record<string, unknown>, document: Record<string, unknown>) =>
  sameValue(valueAt(body, covered.path), valueAt(document, covered.path), nodeAt(schema, covered.path)) !== 'different';

/** A value for a message: long strings shortened with their length, so that a 10,000-character class stays readable. */
export function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? '(absent)';
  return text.length <= 80
    ? text
    : `${text.slice(0, 60)}… (${typeof value === 'string' ? `${Array.from(value).length} characters` : `${text.length} characters of JSON`})`;
}
