import type { ErrorObject } from 'ajv';
import { validatorFor } from '../../specs/ajv.js';
import { schemas, type SchemaName } from '../../specs/schemas/index.js';

const nameById = new Map<string, SchemaName>(Object.entries(schemas).map(([name, schema]) => [schema.$id as string, name as SchemaName]));

/** The schemas a body may match: the branches of a oneOf of $refs (Timesheet: shape A or B), else the schema. */
export function variantsOf(name: SchemaName): SchemaName[] {
  const oneOf = (schemas[name] as { oneOf?: readonly { $ref?: string }[] }).oneOf;
  const names = oneOf?.map((branch) => (branch.$ref ? nameById.get(branch.$ref) : undefined));
  return names && names.every((branch) => branch !== undefined) ? (names as SchemaName[]) : [name];
}

export interface VariantErrors {
  readonly schema: SchemaName;
  readonly errors: ErrorObject[];
}

/**
 * Validates the example of an expected response: a pact lists only the fields the consumer reads, so
 * missing fields are no contradiction (`required` is ignored) — what is there must fit the schema.
 * Returns the variant with the fewest errors (none: the body can come from a conforming server).
 */
export function partialErrors(name: SchemaName, body: unknown): VariantErrors {
  const outcomes = variantsOf(name).map((schema) => {
    const validate = validatorFor(schema);
    validate(body);
    return { schema, errors: (validate.errors ?? []).filter((error) => error.keyword !== 'required') };
  });
  return outcomes.reduce((best, outcome) => (outcome.errors.length < best.errors.length ? outcome : best));
}

/** Validates a request body as sent: complete, so every keyword counts. */
export function requestErrors(name: SchemaName, body: unknown): ErrorObject[] {
  const validate = validatorFor(name);
  validate(body);
  return [...(validate.errors ?? [])];
}
