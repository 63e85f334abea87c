import type { ErrorObject } from 'ajv';
import { validatorFor } from '../../specs/ajv.js';
import { SPECIFIED_OPERATIONS, type SpecifiedOperation } from '../../specs/operations.js';
import { schemas, type SchemaName } from '../../specs/schemas/index.js';
import type { Exchange } from '../exchange.js';

/**
 * What the run sent and received per operation, folded as exchanges come: counts by status and sets
 * of fields, "field=value" and bounds, never lists of exchanges (a run can have 100,000).
 * Serialisable (shard files) and merged by adding counts and uniting sets: shards merge to their union.
 */
export interface OperationFold {
  exchanges: number;
  statuses: Record<string, number>;
  valid: Record<string, number>;
  invalid: Record<string, number>;
  enums: Record<string, number>;
  bounds: Record<string, number>;
}

export type CoverageFold = Record<string, OperationFold>;

const newOperationFold = (): OperationFold => ({ exchanges: 0, statuses: {}, valid: {}, invalid: {}, enums: {}, bounds: {} });

const bump = (counts: Record<string, number>, key: string, by = 1) => {
  counts[key] = (counts[key] ?? 0) + by;
};

/** Sets (fields, enum values, bounds) are kept as keys marked 1: merging takes the union. */
const mark = (set: Record<string, number>, key: string) => {
  set[key] = 1;
};

const BODY_SCHEMA = new Map<string, SchemaName>(
  Object.values(SPECIFIED_OPERATIONS as Record<string, SpecifiedOperation>).flatMap((op) => (op.body ? [[op.key, op.body] as const] : [])),
);

type PropertySchema = { enum?: readonly unknown[]; minimum?: number; maximum?: number };

/** The request schema's top-level properties: the fields the spec documents for the body. */
export function documentedFields(operation: string): Record<string, PropertySchema> {
  const name = BODY_SCHEMA.get(operation);
  return name ? ((schemas[name] as { properties?: Record<string, PropertySchema> }).properties ?? {}) : {};
}

const RESPONSE_SCHEMA = new Map<string, SchemaName>(
  Object.values(SPECIFIED_OPERATIONS as Record<string, SpecifiedOperation>).flatMap((op) => (op.response ? [[op.key, op.response] as const] : [])),
);

/**
 * Top-level field an ajv error is about (the missing or unknown one for required/additionalProperties).
 * Names outside the spec are random: folded into one key so the set stays small.
 */
function fieldOf(error: ErrorObject, operation: string): string | undefined {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const field = error.instancePath.split('/')[1] ?? params.missingProperty ?? params.additionalProperty;
  if (field === undefined || Object.hasOwn(documentedFields(operation), field)) return field;
  const response = RESPONSE_SCHEMA.get(operation);
  const responseFields = response ? ((schemas[response] as { properties?: Record<string, unknown> }).properties ?? {}) : {};
  return Object.hasOwn(responseFields, field) ? `${field} (response-only)` : '(unknown field)';
}

function parseObject(body: string | undefined): Record<string, unknown> | undefined {
  if (body === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(body);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function boundsOf(fold: OperationFold, field: string, value: unknown, schema: PropertySchema | undefined): void {
  if (typeof value !== 'number' || !schema) return;
  if (schema.minimum !== undefined && value === schema.minimum) mark(fold.bounds, `${field} = minimum ${schema.minimum}`);
  if (schema.minimum !== undefined && value < schema.minimum) mark(fold.bounds, `${field} below minimum ${schema.minimum}`);
  if (schema.maximum !== undefined && value === schema.maximum) mark(fold.bounds, `${field} = maximum ${schema.maximum}`);
  if (schema.maximum !== undefined && value > schema.maximum) mark(fold.bounds, `${field} above maximum ${schema.maximum}`);
}

/**
 * Which top-level fields of the body violate the request schema. Validation is the costly part
 * (tens of µs for a project body), and once every field of a body has been seen both valid and
 * invalid another validation adds nothing to the sets: skipped then.
 */
function invalidFields(fold: OperationFold, body: Record<string, unknown>, operation: string, schemaName: SchemaName): Set<string> | undefined {
  const properties = documentedFields(operation);
  const settled = Object.keys(body).every((field) => Object.hasOwn(properties, field) && fold.valid[field] !== undefined && fold.invalid[field] !== undefined);
  if (settled) return undefined;
  const validate = validatorFor(schemaName);
  validate(body);
  return new Set((validate.errors ?? []).map((error) => fieldOf(error, operation)).filter((field) => field !== undefined));
}

function countBody(fold: OperationFold, exchange: Exchange, schemaName: SchemaName): void {
  const body = parseObject(exchange.request.body);
  if (!body) return;
  const { operation } = exchange.request;
  const properties = documentedFields(operation);
  const invalid = invalidFields(fold, body, operation, schemaName);
  for (const field of invalid ?? []) mark(fold.invalid, field);
  const accepted = exchange.response?.status === 200;
  for (const [field, value] of Object.entries(body)) {
    const schema = properties[field];
    boundsOf(fold, field, value, schema);
    // A value of the enum is valid for the field by definition: no validation needed to say so.
    if (accepted && typeof value === 'string' && schema?.enum?.includes(value)) mark(fold.enums, `${field}=${value}`);
    if (invalid && !invalid.has(field) && schema) mark(fold.valid, field);
  }
}

/** Folds one exchange into the coverage of its operation. */
export function countCoverage(coverage: CoverageFold, exchange: Exchange): void {
  const { operation } = exchange.request;
  const fold = (coverage[operation] ??= newOperationFold());
  fold.exchanges += 1;
  bump(fold.statuses, String(exchange.response?.status ?? exchange.problem?.kind ?? 'none'));
  const schemaName = BODY_SCHEMA.get(operation);
  if (schemaName) countBody(fold, exchange, schemaName);
}

export function mergeCoverage(into: CoverageFold, from: CoverageFold): void {
  for (const [operation, source] of Object.entries(from)) {
    const target = (into[operation] ??= newOperationFold());
    target.exchanges += source.exchanges;
    for (const [status, count] of Object.entries(source.statuses)) bump(target.statuses, status, count);
    for (const key of ['valid', 'invalid', 'enums', 'bounds'] as const) for (const name of Object.keys(source[key])) mark(target[key], name);
  }
}
