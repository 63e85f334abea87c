import type { ErrorObject } from 'ajv';
import type { RequestSchemaName } from '../../specs/schemas/index.js';
import { valueAtPointer } from '../../specs/json-pointer.js';

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
  /** Only when the object holding the violating property also carries this one. */
  readonly alongside?: string;
  /** Only when the violating value passes this test (a letter-case variant of an allowed value, say). */
  readonly value?: (value: unknown, error: ErrorObject) => boolean;
  readonly action: 'keep' | 'strip';
}

/** The object that holds the property at an instance path (the body for a top-level property). */
const holderOf = (body: unknown, instancePath: string): unknown => valueAtPointer(body, instancePath.slice(0, Math.max(0, instancePath.lastIndexOf('/'))));

function carries(value: unknown, property: string): boolean {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>)[property] !== undefined;
}

export function tolerates(tolerance: Tolerance, schema: RequestSchemaName, error: ErrorObject, body?: unknown): boolean {
  return (
    (tolerance.schema === undefined || tolerance.schema === schema) &&
    tolerance.keyword === error.keyword &&
    (tolerance.path === undefined || tolerance.path.test(error.instancePath)) &&
    (tolerance.missing === undefined || tolerance.missing === (error.params as { missingProperty?: string }).missingProperty) &&
    (tolerance.alongside === undefined || carries(holderOf(body, error.instancePath), tolerance.alongside)) &&
    (tolerance.value === undefined || tolerance.value(valueAtPointer(body, error.instancePath), error))
  );
}
