import { matchesFormat } from '../../specs/ajv.js';
import type { ValueHook } from '../validation/map-body.js';
import { definePersonality } from './personality.js';

// Mongoose's Boolean caster: convertToTrue / convertToFalse.
const TRUE = new Set<unknown>([true, 'true', 1, '1', 'yes']);
const FALSE = new Set<unknown>([false, 'false', 0, '0', 'no']);
/** Paths the modelled Mongoose schema declares `uppercase: true`. */
const UPPERCASE = new Set(['currency']);

// Compiled once (a fresh schema literal per call compiled, and kept, one validator per value).
const isDateTime = (value: string) => matchesFormat('date-time', value);

/** Number caster: numeric strings and booleans. Infinity and NaN stay as sent (and are refused). */
function castNumber(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : value;
}

/** Date caster for text `new Date()` reads; a date outside years 0–9999 stays as sent (and is refused). */
function castDate(value: unknown): unknown {
  if (typeof value !== 'string' || isDateTime(value)) return value;
  const date = new Date(value);
  const year = date.getUTCFullYear();
  return Number.isNaN(date.getTime()) || year < 0 || year > 9999 ? value : date.toISOString();
}

function castString(value: unknown, key: string): unknown {
  const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
  return typeof text === 'string' && UPPERCASE.has(key) ? text.toUpperCase() : text;
}

/** Mongoose's SchemaType casts, by the type the schema declares. Enums stay case-sensitive. */
export const mongooseCast: ValueHook = (value, node, key) => {
  if (node.type === 'number') return castNumber(value);
  if (node.type === 'boolean') return TRUE.has(value) ? true : FALSE.has(value) ? false : value;
  if (node.type === 'string' && node.format === 'date-time') return castDate(value);
  if (node.type === 'string') return castString(value, key);
  return value;
};

/** Every document (a top-level object with an _id) carries Mongoose's version key. */
function withVersionKey(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(withVersionKey);
  return typeof json === 'object' && json !== null && '_id' in json ? { ...json, __v: 0 } : json;
}

/** An Express + Mongoose server with the stack's defaults, where the spec leaves the choice open. */
export const mongooseExpress = definePersonality({
  name: 'mongoose-express',
  description:
    'Express + Mongoose defaults: casts "12" to 12, "true" to true, 12 to "12", "2024-01-01" to a date and currency to uppercase; silently drops unknown and response-only paths (strict mode); reads a missing body as {}; answers __v.',
  overrides: {
    castValue: mongooseCast,
    tolerances: [
      { keyword: 'additionalProperties', action: 'strip' },
      { schema: 'project-update', keyword: 'not', action: 'strip' },
    ],
    emptyBodyIsObject: true,
    decorate: withVersionKey,
  },
});
