import type { Document } from '../state/model.js';
import type { ValueHook } from '../validation/map-body.js';

// What real storage layers do to values a server accepted (issue 23): the hooks of the storage faults'
// catalogue entries (`store`). Each applies to the values its column type would hold: typed strings,
// typed numbers ("number (float)"), never an untyped custom property value (a JSON column).

const isString = (node: Readonly<Record<string, unknown>>) => node.type === 'string';
const isNumber = (node: Readonly<Record<string, unknown>>) => node.type === 'number';

/** A VARCHAR(255) column without strict mode: the string cut to 255 characters. */
export const VARCHAR_WIDTH = 255;
export const cutTo255: ValueHook = (value, node) =>
  typeof value === 'string' && isString(node) && Array.from(value).length > VARCHAR_WIDTH ? Array.from(value).slice(0, VARCHAR_WIDTH).join('') : value;

/** A MySQL utf8mb3 column: each character outside the Basic Multilingual Plane stored as "?". */
export const astralAsQuestionMark: ValueHook = (value, node) =>
  typeof value === 'string' && isString(node) ? value.replace(/[\u{10000}-\u{10FFFF}]/gu, '?') : value;

/** A DECIMAL(…, 2) money column: numbers rounded to two decimals. */
export const roundedToCents: ValueHook = (value, node) => (typeof value === 'number' && isNumber(node) ? Math.round(value * 100) / 100 : value);

/** An INT column that clamps (MySQL without strict mode): numbers capped to 2^31 − 1. */
export const INT_MAX = 2 ** 31 - 1;
export const cappedToInt: ValueHook = (value, node) => (typeof value === 'number' && isNumber(node) ? Math.min(value, INT_MAX) : value);

/** A store keyed by (entry, day): hour items of the same day merged into one, their values added. */
export const sameDayMerged: ValueHook = (value, _node, key) => {
  if (key !== 'hours' || !Array.isArray(value)) return value;
  const byDay = new Map<unknown, Document>();
  for (const item of value as Document[]) {
    const merged = byDay.get(item.day);
    if (merged && typeof merged.value === 'number' && typeof item.value === 'number') merged.value += item.value;
    else if (!merged) byDay.set(item.day, { ...item });
  }
  return [...byDay.values()];
};

/** A form binding that trims every string (Spring's StringTrimmerEditor, a Mongoose `trim: true` schema): the meaning kept. */
export const trimmed: ValueHook = (value, node) => (typeof value === 'string' && isString(node) ? value.trim() : value);

/** An input sanitiser that HTML-escapes every string (express-validator's escape(), a global XSS filter): the value changed. */
export const htmlEscaped: ValueHook = (value, node) =>
  typeof value === 'string' && isString(node)
    ? value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
    : value;

/** Keys express-mongo-sanitize removes: those starting with `$` or holding a `.`, at any depth. */
function withoutOperatorKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutOperatorKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !key.startsWith('$') && !key.includes('.'))
      .map(([key, inner]) => [key, withoutOperatorKeys(inner)]),
  );
}

/** A custom property's value (untyped JSON) passed through an operator-injection sanitiser: its `$` and dotted keys gone. */
export const operatorKeysRemoved: ValueHook = (value, _node, key) => (key === 'value' ? withoutOperatorKeys(value) : value);
