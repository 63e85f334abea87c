import { refuse } from '../http/refusal.js';
import type { ValueHook } from '../validation/map-body.js';
import { definePersonality } from './personality.js';

/** VARCHAR(255) columns, and INT-range columns for numbers (custom property values live in a JSON column: no limit). */
export const COLUMN_LIMITS = { characters: 255, magnitude: 2 ** 31 - 1 } as const;

/**
 * MySQL's strict mode (the default since 5.7): a value its column cannot hold is an error ("Data too
 * long for column", "Out of range value for column"), which the server answers 400. Request size
 * limits are "not shown": refusing is its choice; storing the value cut or capped would not be.
 */
export const strictColumns: ValueHook = (value, node, key) => {
  if (node.type === 'string' && typeof value === 'string' && Array.from(value).length > COLUMN_LIMITS.characters)
    return refuse('invalid', 'DATA_TOO_LONG', `Data too long for column '${key}' (more than ${COLUMN_LIMITS.characters} characters)`);
  if (node.type === 'number' && typeof value === 'number' && Math.abs(value) > COLUMN_LIMITS.magnitude)
    return refuse('invalid', 'OUT_OF_RANGE', `Out of range value for column '${key}' (beyond ±${COLUMN_LIMITS.magnitude})`);
  return value;
};

/** A server on MySQL in strict mode: VARCHAR(255) and INT columns refuse, with 400, what they cannot hold. */
export const mysqlStrict = definePersonality({
  name: 'mysql-strict',
  description:
    'MySQL strict mode: strings of more than 255 characters ("Data too long for column") and numbers beyond ±2,147,483,647 ("Out of range value") are refused with 400; custom property values (a JSON column) have no limit.',
  overrides: { storeValue: strictColumns },
});
