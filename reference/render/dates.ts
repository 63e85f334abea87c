import type { Document } from '../state/model.js';

/** A document with each stored instant written as a date-time string. */
export function formatDates(doc: Document, format: (date: Date) => string): Document {
  return Object.fromEntries(Object.entries(doc).map(([key, value]) => [key, value instanceof Date ? format(value) : value]));
}
