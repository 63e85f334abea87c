import type { ConnectionConfig } from '../connection.js';
import type { Exchange } from '../exchange.js';
import type { ApiClient } from '../http/client.js';
import { ToolError } from '../tool-error.js';
import type { OperationKey } from '../../specs/operations.js';
import type { RequestSchemaName } from '../../specs/schemas/index.js';

/** A fixture document the run may change, and how to read and write it. */
export interface Fixture {
  readonly label: string;
  readonly operation: OperationKey;
  readonly params: Record<string, string>;
  readonly schema: RequestSchemaName;
}

export type Snapshot = Map<Fixture, Record<string, unknown>>;
/** The snapshot as plain data, as it crosses into the suites' worker. */
export type SnapshotEntries = readonly (readonly [Fixture, Record<string, unknown>])[];

export function fixturesOf(config: ConnectionConfig): Fixture[] {
  const project = (id: string, label: string): Fixture => ({ label, operation: 'PATCH /projects/{projectId}', params: { projectId: id }, schema: 'project-update' });
  const timesheet = (id: string, label: string): Fixture => ({ label, operation: 'PATCH /timesheets/{timesheetId}', params: { timesheetId: id }, schema: 'timesheet-update' });
  return [
    project(config.projectId, `project ${config.projectId}`),
    ...(config.secondProjectId ? [project(config.secondProjectId, `project ${config.secondProjectId}`)] : []),
    timesheet(config.timesheetId, `timesheet ${config.timesheetId}`),
    ...(config.projectTimesheetId ? [timesheet(config.projectTimesheetId, `timesheet ${config.projectTimesheetId}`)] : []),
  ];
}

/**
 * PATCH {} — a read that changes nothing: the only read the four operations offer. Sent without
 * notify, so that a server refusing the parameter can still be snapshotted and restored.
 */
export function readFixture(client: Pick<ApiClient, 'send'>, fixture: Fixture, purpose: string): Promise<Exchange> {
  return client.send({ operation: fixture.operation, params: fixture.params, body: {}, purpose });
}

function bodyOf(exchange: Exchange): Record<string, unknown> | undefined {
  const json = exchange.response?.status === 200 ? exchange.response.json : undefined;
  return typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : undefined;
}

/**
 * Reads every fixture before the run changes anything. A fixture that cannot be read is a setup
 * problem (wrong token, id or URL): the run stops before touching data (exit 2).
 */
export async function snapshotFixtures(client: ApiClient, config: ConnectionConfig): Promise<Snapshot> {
  const snapshot: Snapshot = new Map();
  for (const fixture of fixturesOf(config)) {
    const exchange = await readFixture(client, fixture, 'snapshot before the run');
    if (exchange.problem?.kind === 'refused' || (exchange.problem && !exchange.response)) {
      throw new ToolError(`cannot reach ${config.baseUrl}: ${exchange.problem.message}`);
    }
    const body = bodyOf(exchange);
    // A redirect or an oversized body is named as such: the token and the ids are not what is wrong then.
    if (!body && exchange.problem) throw new ToolError(`the ${fixture.label} could not be read (PATCH {} answered HTTP ${exchange.response?.status}: ${exchange.problem.message})`);
    if (exchange.response?.status === 200 && !body) {
      throw new ToolError(`the ${fixture.label} could not be read: PATCH {} answered HTTP 200 with a body that is not a JSON object${exchange.response.parseError ? ` (${exchange.response.parseError})` : ''}`);
    }
    if (!body && (exchange.response?.status ?? 0) >= 500) throw new ToolError(`the ${fixture.label} could not be read: PATCH {} answered HTTP ${exchange.response?.status}, a server error`);
    if (!body) {
      const status = exchange.response ? `HTTP ${exchange.response.status}` : 'no answer';
      throw new ToolError(`the ${fixture.label} could not be read with the admin token (PATCH {} answered ${status}); check --token and the fixture ids`);
    }
    snapshot.set(fixture, body);
  }
  return snapshot;
}

export { bodyOf };
