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
  /** Only when the object holding the violating property also carries this one. */
  readonly alongside?: string;
  /** Only when the violating value passes this test (a letter-case variant of an allowed value, say). */
  readonly value?: (value: unknown, error: ErrorObject) => boolean;
  readonly action: 'keep' | 'strip';
}

/** The object that holds the property at an instance path (the body for a top-level property). */
function holderOf(body: unknown, instancePath: string): unknown {
  const segments = instancePath
    .split('/')
    .slice(1, -1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  return segments.reduce<unknown>(
    (node, segment) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[segment] : undefined),
    body,
  );
}

/** The value at an instance path: its holder's property named by the last segment. */
function valueAt(body: unknown, instancePath: string): unknown {
  const last = instancePath.split('/').at(-1)?.replace(/~1/g, '/').replace(/~0/g, '~') ?? '';
  const holder = holderOf(body, instancePath);
  return instancePath === '' ? body : typeof holder === 'object' && holder !== null ? (holder as Record<string, unknown>)[last] : undefined;
}

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
    (tolerance.value === undefined || tolerance.value(valueAt(body, error.instancePath), error))
  );
}
