import type { ConnectionConfig } from '../../engine/connection.js';
import { fixtureParams as profileParams, operationsWhere, profileOf, WRITE_KINDS } from '../../specs/operation-profiles/index.js';
import type { SPECIFIED_OPERATIONS, SpecifiedOperationKey, SpecifiedOperationName } from '../../specs/operations.js';
import type { RequestSchemaName } from '../../specs/schemas/index.js';

type Specified = typeof SPECIFIED_OPERATIONS;

/** Operations that take a request body (the spec's entry names a body schema). */
export type BodyOperation = {
  [N in SpecifiedOperationName]: Specified[N] extends { readonly body: string } ? Specified[N]['key'] : never;
}[SpecifiedOperationName];

/** The operations whose profile has a request schema, in the spec's order (what a check that `takes: 'body'` runs on). */
export const BODY_OPERATIONS = operationsWhere({ kinds: WRITE_KINDS, takes: 'body' }) as BodyOperation[];

export function bodySchemaOf(operation: BodyOperation): RequestSchemaName {
  return profileOf(operation).requestSchema as RequestSchemaName;
}

/** Path parameters of an operation on the configured fixtures (the person of a DELETE comes from the scenario). */
export function fixtureParams(operation: SpecifiedOperationKey, config: ConnectionConfig, personId?: string): Record<string, string> {
  return profileParams(profileOf(operation), config, personId ? { personId } : {});
}
