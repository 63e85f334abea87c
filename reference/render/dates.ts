import type { Document } from '../state/model.js';

/** A document with each stored instant written as a date-time string. */
export function formatDates(doc: Document, format: (date: Date) => string): Document {
  // A loop, not fromEntries(entries().map()): every answer renders its document, and the pairs
  // cost more than the copy. defineProperty, as fromEntries does: a stored "__proto__" stays a property.
  const out: Document = {};
  for (const key of Object.keys(doc)) {
    const value = doc[key];
    const shown = value instanceof Date ? format(value) : value;
    if (key === '__proto__') Object.defineProperty(out, key, { value: shown, writable: true, enumerable: true, configurable: true });
    else out[key] = shown;
  }
  return out;
}
