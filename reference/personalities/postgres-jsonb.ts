import { isSetNode } from '../../specs/annotations.js';
import type { ValueHook } from '../validation/map-body.js';
import { definePersonality } from './personality.js';

const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** jsonb's key order: shorter keys first, then bytewise. (A JS object puts integer-like keys first regardless.) */
const jsonbKeyOrder = (a: string, b: string) => Buffer.byteLength(a) - Buffer.byteLength(b) || byBytes(a, b);

/** A JSON value with every object's keys in jsonb's order. */
export function jsonbOrder(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(jsonbOrder);
  if (typeof json !== 'object' || json === null) return json;
  return Object.fromEntries(
    Object.entries(json)
      .sort(([a], [b]) => jsonbKeyOrder(a, b))
      .map(([key, value]) => [key, jsonbOrder(value)]),
  );
}

/** Reference lists (x-set) stored as sets: deduplicated and sorted. */
export const storeSets: ValueHook = (value, node) => {
  if (!isSetNode(node) || !Array.isArray(value) || !value.every((item) => typeof item === 'string')) return value;
  return [...new Set(value as string[])].sort(byBytes);
};

/** A timestamptz as Postgres prints it in ISO style: microseconds and a +00:00 offset. */
export const timestamptz = (date: Date): string => `${date.toISOString().slice(0, 23)}000+00:00`;

/** Documents kept in a Postgres jsonb column, with what that storage does to them. */
export const postgresJsonb = definePersonality({
  name: 'postgres-jsonb',
  description:
    'Documents stored as jsonb: keys answered in jsonb order (shorter first, then bytewise), departments/offices/inviteDomains stored as sorted sets, timestamps as 2024-01-01T10:00:00.123000+00:00.',
  overrides: { decorate: jsonbOrder, storeValue: storeSets, formatDate: timestamptz },
});
