import type { ValidateFunction } from 'ajv/dist/2020.js';
import { responseValidatorFor } from '../../../specs/ajv.js';
import type { SchemaName } from '../../../specs/schemas/index.js';

const validators = new Map<SchemaName, ValidateFunction>();

/**
 * The response validator of a schema, looked up in ajv on its first use (importing the checks
 * compiles nothing) and kept: ajv's lookup by $id resolves the id anew on every call, and the
 * response checks ask for every 200 of a run.
 */
export function responseValidator(name: SchemaName): ValidateFunction {
  let validate = validators.get(name);
  if (!validate) validators.set(name, (validate = responseValidatorFor(name)));
  return validate;
}
