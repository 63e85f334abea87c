import fc from 'fast-check';
import { requirement } from '../../specs/requirements.js';
import { pathIdSchema } from '../../specs/schemas/index.js';
import { arbitraryFor } from '../arbitraries/compile.js';
import { exampleOf } from '../valid/examples.js';
import type { LabelledParameter } from './labelled.js';

/** 'unknown': shaped like the server's ids (from the path-id schema's x-faker) but naming no document. */
export type PathIdKind = 'unknown' | 'malformed';
export type PathIdValue = LabelledParameter<PathIdKind>;

const { level } = requirement('PATH.IDS');
const label = (value: string, kind: PathIdKind, description: string): PathIdValue => ({ value, kind, description, requirement: 'PATH.IDS', level });

/**
 * Ids no server issues. None is empty, "." or "..": those change the route rather than the id.
 * Percent signs are literal: encoded once by the caller, the server decodes them back to "%".
 */
const MALFORMED: readonly PathIdValue[] = [
  label('not-an-id', 'malformed', 'a word instead of an id'),
  label('f'.repeat(1_024), 'malformed', 'a very long id (1,024 characters)'),
  label('id with spaces', 'malformed', 'an id with spaces'),
  label('100%25%2F%zz', 'malformed', 'an id with percent-encoded characters'),
  label('ïd-北京-😀', 'malformed', 'an id with non-ASCII and astral characters'),
  label('null', 'malformed', 'the string "null"'),
];

const unknownId = (value: string) => label(value, 'unknown', `a well-formed id that names no document (${value})`);

/** Deterministic path ids: one well-formed unknown id, then each malformed one. */
export function pathIdCatalogue(): PathIdValue[] {
  return [unknownId(String(exampleOf(pathIdSchema))), ...MALFORMED];
}

/** Path ids for "unknown or malformed id" probes (PATH.IDS): well-formed unknown ids, malformed ones, random text. */
export function pathIds(): fc.Arbitrary<PathIdValue> {
  const wellFormed = arbitraryFor(pathIdSchema).map((value) => unknownId(String(value)));
  const text = fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
    .filter((value) => value.trim() !== '' && value !== '.' && value !== '..')
    .map((value) => label(value, 'malformed', `arbitrary text ${JSON.stringify(value)}`));
  return fc.oneof(wellFormed, fc.constantFrom(...MALFORMED), text);
}
