import fc from 'fast-check';
import { enumOf } from '../../../specs/schema-walk/node.js';
import { placeOf, pointerOf, type Location } from '../../../specs/schema-walk/walk.js';
import { exampleOf } from '../../valid/examples.js';
import { show } from '../describe.js';
import type { Mutation, Violation } from '../types.js';

/**
 * Enums this long (ISO 4217's 180 codes) put one value, the node's example, in the deterministic
 * catalogue: every code in every case would cost hundreds of requests a run for one field. Random
 * samples draw from all of them.
 */
const CATALOGUE_ALL_UP_TO = 7;

const stringEnumOf = (location: Location) => {
  const values = enumOf(location.node);
  return values && values.every((value) => typeof value === 'string') ? (values as readonly string[]) : undefined;
};

/** "OPEN", "open", "Open": upper, lower and capitalised, as a form or an SDK might send a value. */
const CASES = [
  (value: string) => value.toUpperCase(),
  (value: string) => value.toLowerCase(),
  (value: string) => `${value.slice(0, 1).toUpperCase()}${value.slice(1).toLowerCase()}`,
];

/** The case variants of an allowed value that the enum does not hold (so each is invalid in every reading). */
function variantsOf(value: string, allowed: readonly string[]): string[] {
  return [...new Set(CASES.map((toCase) => toCase(value)))].filter((variant) => !allowed.includes(variant));
}

function violation(location: Location, valid: string, value: string): Violation {
  return {
    path: location.path,
    edit: { set: value },
    pointer: pointerOf(location.path),
    keyword: 'enum',
    description: `${placeOf(location.path)} is ${show(valid)} in another letter case (${show(value)})`,
  };
}

/** Every (allowed value × other case) of a node, from the given values. */
function violationsOf(location: Location, values: readonly string[]): Violation[] {
  const allowed = stringEnumOf(location) ?? [];
  return values.flatMap((valid) => variantsOf(valid, allowed).map((value) => violation(location, valid, value)));
}

/** The values whose variants the catalogue sends: all of a short enum, the example of a long one. */
function catalogueValues(location: Location): readonly string[] {
  const values = stringEnumOf(location) ?? [];
  return values.length <= CATALOGUE_ALL_UP_TO ? values : [String(exampleOf(location.node))];
}

/**
 * An allowed enum value (a projectStatus, a currency code) in another letter case: "OPEN", "usd".
 * JSON strings and the schema's enum are case-sensitive, so the value is invalid; a server that
 * normalises it to the allowed value cast it (VALIDATION.REJECT), one that stores it as sent broke
 * the field's own requirement. out-of-enum leaves these out on purpose: they are this mutation's.
 */
export const otherCaseMutation: Mutation = {
  kind: 'other-case',
  appliesTo: (location) => violationsOf(location, stringEnumOf(location) ?? []).length > 0,
  example: (location) => violationsOf(location, catalogueValues(location))[0] as Violation,
  examples: (location) => violationsOf(location, catalogueValues(location)),
  arbitrary: (location) => fc.constantFrom(...violationsOf(location, stringEnumOf(location) ?? [])),
};
