import { schemas, type RequestSchemaName } from '../../specs/schemas/index.js';
import { applyEdit } from '../schema/edit.js';
import { cloneJson } from '../schema/clone-json.js';
import { isNever, type SchemaNode } from '../../specs/schema-walk/node.js';
import { locations, placeOf, type Location } from '../../specs/schema-walk/walk.js';
import { fullValue, minimalValue } from '../valid/examples.js';
import { boundaryValues } from './values.js';

export interface BoundaryPayload {
  readonly label: string;
  readonly payload: unknown;
  /** Carries a value at a size or magnitude a server may refuse as its own limit (not shown by the spec). */
  readonly limit?: true;
}

/** One payload per boundary value of a location, set on the smallest valid body. */
function atLocation(base: unknown, location: Location): BoundaryPayload[] {
  const fills = location.path.slice(0, -1).map((_, depth) => minimalValue(location.nodes[depth + 1] as SchemaNode));
  return boundaryValues(location.node).map(({ what, value, limit }) => ({
    label: `${placeOf(location.path)}: ${what}`,
    payload: applyEdit(base, location.path, fills, { set: value }),
    ...(limit ? { limit } : {}),
  }));
}

/**
 * The deterministic boundary payloads of a schema (the coverage phase before random payloads):
 * the smallest and the fullest body, then each location's boundary values — every enum value
 * once, 0 / tiny / huge numbers, empty / 2,000-character / astral strings, empty and 50-item
 * arrays, date-times in Z and offsets with and without fraction. Every payload is valid.
 */
export function boundaryPayloadsOf(root: SchemaNode): BoundaryPayload[] {
  const base = minimalValue(root);
  const nested = locations(root).filter((location) => location.path.length > 0 && !isNever(location.node));
  return [
    { label: 'smallest body (required properties only)', payload: base },
    { label: 'fullest body (every property)', payload: fullValue(root) },
    ...nested.flatMap((location) => atLocation(base, location)),
  ];
}

const built = new Map<RequestSchemaName, readonly BoundaryPayload[]>();

/**
 * Boundary payloads of a request schema. Deterministic, and asked by every run of the operation's
 * check: built once (fc.sample over the schema), each caller given its own copy.
 */
export function boundaryPayloads(name: RequestSchemaName): BoundaryPayload[] {
  let payloads = built.get(name);
  if (!payloads) built.set(name, (payloads = boundaryPayloadsOf(schemas[name])));
  return cloneJson(payloads) as BoundaryPayload[];
}
