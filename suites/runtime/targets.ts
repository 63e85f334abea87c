import type { ConnectionConfig } from '../../engine/connection.js';
import { fixtureParams as profileParams, PROFILES, profileOf } from '../../specs/operation-profiles/index.js';
import type { SpecifiedOperationKey } from '../../specs/operations.js';
import type { RequestSchemaName } from '../../specs/schemas/index.js';

/** Operations that take a request body, with the schema of that body. */
export type BodyOperation = 'PATCH /projects/{projectId}' | 'PATCH /timesheets/{timesheetId}' | 'POST /projects/{projectId}/people';

export const BODY_OPERATIONS = PROFILES.filter((profile) => profile.requestSchema !== undefined).map((profile) => profile.key) as BodyOperation[];

export function bodySchemaOf(operation: BodyOperation): RequestSchemaName {
  return profileOf(operation).requestSchema as RequestSchemaName;
}

/** Path parameters of an operation on the configured fixtures (the person of a DELETE comes from the scenario). */
export function fixtureParams(operation: SpecifiedOperationKey, config: ConnectionConfig, personId?: string): Record<string, string> {
  return profileParams(profileOf(operation), config, personId ? { personId } : {});
}
