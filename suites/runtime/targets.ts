import type { ConnectionConfig } from '../../engine/connection.js';
import { SPECIFIED_OPERATIONS, type SpecifiedOperationKey } from '../../specs/operations.js';
import type { RequestSchemaName } from '../../specs/schemas/index.js';

/** Operations that take a request body, with the schema of that body. */
export type BodyOperation = 'PATCH /projects/{projectId}' | 'PATCH /timesheets/{timesheetId}' | 'POST /projects/{projectId}/people';

export const BODY_OPERATIONS = Object.values(SPECIFIED_OPERATIONS).filter((op) => 'body' in op).map((op) => op.key) as BodyOperation[];

export function bodySchemaOf(operation: BodyOperation): RequestSchemaName {
  const op = Object.values(SPECIFIED_OPERATIONS).find((candidate) => candidate.key === operation);
  return (op as { body: RequestSchemaName }).body;
}

/** Path parameters of an operation on the configured fixtures (the person of a DELETE comes from the scenario). */
export function fixtureParams(operation: SpecifiedOperationKey, config: ConnectionConfig, personId?: string): Record<string, string> {
  if (operation === 'PATCH /timesheets/{timesheetId}') return { timesheetId: config.timesheetId };
  return { projectId: config.projectId, ...(personId ? { personId } : {}) };
}
