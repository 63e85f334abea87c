/**
 * Regular expressions the contract uses, written in the subset both JavaScript and Pact's Rust core
 * (Oniguruma) read the same way. Pact applies a regex to the text of any JSON value (a number 5 is
 * "5"), so a pattern only checks the type when no stringified number or boolean can match it.
 */

/**
 * "date-time = string in ISO 8601 form" (PROJECT.DATES): the RFC 3339 shape ajv-formats' date-time
 * accepts (separator T, t or a space; Z, z or a numeric offset; optional fraction). Field ranges
 * (month 13) are left to `pm-conformance run`: a contract must never be stricter than the schema.
 */
export const DATE_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}[Tt\\s]\\d{2}:\\d{2}:\\d{2}(?:\\.\\d+)?(?:[Zz]|[+-]\\d{2}(?::?\\d{2})?)$';

/** Any JSON value: the rule for values the spec leaves open (a union of types, `value: any type`). */
export const ANY_VALUE_PATTERN = '[\\s\\S]*';

/** "Bearer <ACCESS_TOKEN>" (AUTH.REQUIRED): the scheme and one token, without whitespace. */
export const BEARER_PATTERN = '^Bearer \\S+$';

/** A JSON media type (GEN.JSON): application/json or a +json suffix, parameters such as charset allowed. */
export const JSON_MEDIA_TYPE_PATTERN = '^[Aa]pplication/(?:[\\w.-]+\\+)?[Jj][Ss][Oo][Nn]\\s*(?:;.*)?$';

const SPECIAL = /[\\^$.*+?()[\]{}|/-]/g;

export const escapeRegex = (text: string): string => text.replace(SPECIAL, '\\$&');

/** Exactly one of the allowed values (an enum). */
export const enumPattern = (values: readonly unknown[]): string => `^(?:${values.map((value) => escapeRegex(String(value))).join('|')})$`;

/** At least `min` characters (minLength, e.g. ObjectId's non-empty string). */
export const minLengthPattern = (min: number): string => `^[\\s\\S]{${min},}$`;
