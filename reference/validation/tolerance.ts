import type { ErrorObject } from 'ajv';
import type { RequestSchemaName } from '../../specs/schemas/index.js';

/**
 * A schema violation a server lets through instead of refusing. `keep` stores the value as sent;
 * `strip` removes the offending property first ("accepted and ignored").
 */
export interface Tolerance {
  /** Only violations of this request schema; every schema when absent. */
  readonly schema?: RequestSchemaName;
  readonly keyword: string;
  /** Instance path of the violation (ajv's instancePath); any path when absent. */
  readonly path?: RegExp;
  /** For `required`: the missing property. */
  readonly missing?: string;
  readonly action: 'keep' | 'strip';
}

export function tolerates(tolerance: Tolerance, schema: RequestSchemaName, error: ErrorObject): boolean {
  return (tolerance.schema === undefined || tolerance.schema === schema)
    && tolerance.keyword === error.keyword
    && (tolerance.path === undefined || tolerance.path.test(error.instancePath))
    && (tolerance.missing === undefined || tolerance.missing === (error.params as { missingProperty?: string }).missingProperty);
}
