import { refuse } from '../http/refusal.js';
import type { ValueHook } from '../validation/map-body.js';
import { definePersonality } from './personality.js';

/** Java's Instant.toString (ISO_INSTANT): no fraction when zero, else the digits needed in groups of three. */
export function instantToString(date: Date): string {
  const iso = date.toISOString();
  return date.getUTCMilliseconds() === 0 ? `${iso.slice(0, 19)}Z` : iso;
}

// Jackson's scalar coercion (ALLOW_COERCION_OF_SCALARS, on by default) for JSON-number-like text.
const NUMERIC = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;

/** Jackson's scalar coercions: "12" → 12 and "true" → true for numbers and booleans, scalars as text for strings. */
export const jacksonCoercion: ValueHook = (value, node) => {
  if (node.type === 'number' && typeof value === 'string' && NUMERIC.test(value)) return Number(value);
  if (node.type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  if (node.type === 'string' && node.format === undefined && (typeof value === 'number' || typeof value === 'boolean')) return String(value);
  return value;
};

/** "number (float)" held in a Java float: single precision. A value no float holds is refused. */
export const singlePrecision: ValueHook = (value, node, key) => {
  if (node.type !== 'number' || typeof value !== 'number') return value;
  const float = Math.fround(value);
  return Number.isFinite(float) ? float : refuse('invalid', 'NUMBER_OUT_OF_RANGE', `${key}: ${value} does not fit a float`);
};

/** A Spring Boot server whose DTOs Jackson binds, with Jackson's defaults. */
export const javaJackson = definePersonality({
  name: 'java-jackson',
  description:
    'Spring + Jackson defaults: date-times as Instant.toString() (2024-01-01T10:00:00Z), numbers stored as Java floats (1234.567 reads back 1234.5670166015625), unknown properties refused (FAIL_ON_UNKNOWN_PROPERTIES), "12" coerced to 12.',
  overrides: { formatDate: instantToString, castValue: jacksonCoercion, storeValue: singlePrecision },
});
