import { fieldsWithFormat } from '../../specs/annotations.js';
import { matchesFormat } from '../../specs/ajv.js';
import type { RequestSchemaName } from '../../specs/schemas/index.js';
import { crash, refuse } from '../http/refusal.js';
import type { Document } from '../state/model.js';
import { hasFault, type World } from '../world.js';

// Compiled once (a fresh schema literal per call compiled, and kept, one validator per value).
const isDateTime = (value: string) => matchesFormat('date-time', value);

/** RFC 3339 spellings Date.parse does not read (t/z, space, +0530, +05, leap second) into ISO 8601. */
function normalise(value: string): string {
  const upper = value
    .toUpperCase()
    .replace(' ', 'T')
    .replace(/([+-]\d\d)(\d\d)$/, '$1:$2')
    .replace(/([+-]\d\d)$/, '$1:00');
  return upper.replace(/T(\d\d:\d\d):60/, 'T$1:59');
}

/** An instant as the fault project-date-offset-ignored reads it: the offset dropped, the clock time taken as UTC. */
const asIfUtc = (value: string) => value.replace(/(Z|[+-]\d\d:\d\d)$/, 'Z');

/**
 * PROJECT.DATES: a date-time is stored as the instant it denotes ("the instant sent is the instant
 * stored"). Instants outside years 0000–9999 cannot be returned in ISO form and are refused.
 */
export function toInstant(value: string, field: string, world: World): Date | string {
  if (!isDateTime(value)) return value; // only reachable when a fault let a malformed value through
  const normal = normalise(value);
  const instant = new Date(hasFault(world, 'project-date-offset-ignored') ? asIfUtc(normal) : normal);
  const year = instant.getUTCFullYear();
  if (Number.isNaN(instant.getTime()) || year < 0 || year > 9999) refuse('invalid', 'DATE_OUT_OF_RANGE', `${field}: ${value} cannot be stored`);
  return instant;
}

/** The body with every date-time field of the schema turned into an instant. */
export function withInstants(schema: RequestSchemaName, body: Document, world: World): Document {
  const fields = fieldsWithFormat(schema, 'date-time').filter((field) => typeof body[field] === 'string');
  return { ...body, ...Object.fromEntries(fields.map((field) => [field, toInstant(body[field] as string, field, world)])) };
}

/** The fault crash-on-long-date: a backtracking date parser gives up (500) on a date-time field over 1,000 characters. */
export function crashOnLongDates(schema: RequestSchemaName, body: Document, world: World): void {
  if (!hasFault(world, 'crash-on-long-date')) return;
  const long = fieldsWithFormat(schema, 'date-time').find((field) => typeof body[field] === 'string' && (body[field] as string).length > 1_000);
  if (long) crash(`${long}: the date parser gave up`);
}
