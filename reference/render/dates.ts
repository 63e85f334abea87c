import type { Document } from '../state/model.js';

type DateFormat = (date: Date) => string;

// Each stored instant's text, per format, written once: every answer renders its document's dates,
// and a stored instant never changes (an update stores a new Date).
const written = new WeakMap<DateFormat, WeakMap<Date, string>>();

function formatted(date: Date, format: DateFormat, texts: WeakMap<Date, string>): string {
  let text = texts.get(date);
  if (text === undefined) texts.set(date, (text = format(date)));
  return text;
}

/** A document with each stored instant written as a date-time string. */
export function formatDates(doc: Document, format: DateFormat): Document {
  let texts = written.get(format);
  if (!texts) written.set(format, (texts = new WeakMap()));
  // A loop, not fromEntries(entries().map()): every answer renders its document, and the pairs
  // cost more than the copy. defineProperty, as fromEntries does: a stored "__proto__" stays a property.
  const out: Document = {};
  for (const key of Object.keys(doc)) {
    const value = doc[key];
    const shown = value instanceof Date ? formatted(value, format, texts) : value;
    if (key === '__proto__') Object.defineProperty(out, key, { value: shown, writable: true, enumerable: true, configurable: true });
    else out[key] = shown;
  }
  return out;
}
