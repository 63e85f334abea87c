import type { ConnectionConfig } from '../../engine/connection.js';
import { fixtureParams as profileParams, operationsWhere, profileOf, WRITE_KINDS, type BodyOperation } from '../../specs/operation-profiles/index.js';
import type { SpecifiedOperationKey } from '../../specs/operations.js';
import type { RequestSchemaName } from '../../specs/schemas/index.js';

export type { BodyOperation };

/** The operations whose profile has a request schema, in the spec's order (what a check that `takes: 'body'` runs on). */
export const BODY_OPERATIONS: readonly BodyOperation[] = operationsWhere({ kinds: WRITE_KINDS, takes: 'body' });

export function bodySchemaOf(operation: BodyOperation): RequestSchemaName {
  return profileOf(operation).requestSchema;
}

/** Path parameters of an operation on the configured fixtures (the person of a DELETE comes from the scenario). */
export function fixtureParams(operation: SpecifiedOperationKey, config: ConnectionConfig, personId?: string): Record<string, string> {
  return profileParams(profileOf(operation), config, personId ? { personId } : {});
}
