import { boundsOf, type ClientBounds } from '../engine/http/client-bounds.js';
import { CLI, connectionArgs, shellWord } from '../engine/shell-command.js';
import { randomBytes } from 'node:crypto';
import type { ConnectionConfig } from '../engine/connection.js';
import { ApiClient } from '../engine/http/client.js';
import { withServer } from '../reference/embedded.js';
import { DEFAULTS } from '../engine/settings.js';
import { markIncomplete } from '../runner/incomplete.js';
import { ToolError } from '../engine/tool-error.js';
import type { RunReport } from '../engine/report/model.js';
import { DEPRECATED_OPERATIONS, type OperationKey } from '../specs/operations.js';
import { buildDeprecationsReport } from './build-report.js';
import { decideGate, type GateDecision } from './gate.js';
import { buildInventory, type Inventory } from './inventory.js';
import { operationProbes, sendProbe, type OperationProbes } from './probe-operation.js';
import { controlFor, harmlessProbe } from './probe-plan.js';
import { writeProbes, type WriteProbes } from './write-probes.js';

export interface DeprecationsOptions {
  /** The server to probe; without it the embedded reference server. */
  readonly connection?: ConnectionConfig;
  readonly allowWrites?: boolean;
  readonly expectRemoved?: readonly OperationKey[];
  /** Console lines about the server's health (the circuit breaker, a request waited on). */
  readonly notice?: (line: string) => void;
  /** --concurrency, --rate, --timeout, --user-agent and the token refresh of --token-command. */
  readonly bounds?: ClientBounds;
}

export interface DeprecationsOutcome {
  readonly report: RunReport;
  readonly inventory: Inventory;
  readonly gate: GateDecision;
}

/** The command line that repeats the inventory (tokens stay in $PMC_* variables). */
function commandOf(connection: ConnectionConfig | undefined, options: DeprecationsOptions): string {
  return [
    CLI,
    'deprecations',
    ...(connection ? connectionArgs(connection) : []),
    ...(options.allowWrites ? ['--allow-writes'] : []),
    ...(options.expectRemoved?.length ? ['--expect-removed', ...options.expectRemoved.map(shellWord)] : []),
  ].join(' ');
}

/** One request to a route that cannot exist first: a server that does not answer at all is the user's problem (exit 2). */
async function checkReachable(client: ApiClient, connection: ConnectionConfig, nonce: string): Promise<void> {
  const exchange = await client.send(controlFor(harmlessProbe('GET /orgs/me', connection), nonce));
  if (!exchange.response) throw new ToolError(`cannot reach ${connection.baseUrl}: ${exchange.problem?.message ?? 'no answer'}`);
}

async function probeAll(
  client: ApiClient,
  connection: ConnectionConfig,
  nonce: string,
  allowWrites: boolean,
): Promise<{ probes: OperationProbes[]; writes: WriteProbes }> {
  const [harmless, writes] = await Promise.all([
    Promise.all(DEPRECATED_OPERATIONS.map((operation) => sendProbe(client, harmlessProbe(operation, connection), nonce))),
    allowWrites ? writeProbes(client, connection, nonce) : Promise.resolve<WriteProbes>({ outcomes: [], leftovers: [] }),
  ]);
  const probes = harmless.map((outcome) => {
    const { operation } = outcome.probe.request;
    return operationProbes(operation, [outcome, ...writes.outcomes.filter((write) => write.probe.request.operation === operation)]);
  });
  return { probes, writes };
}

/**
 * `pm-conformance deprecations`: probes each of the 32 operations without harming data, classifies
 * it served / removed / unclear, reads its deprecation headers and decides the gate.
 */
export async function runDeprecations(options: DeprecationsOptions = {}): Promise<DeprecationsOutcome> {
  return withServer(options.connection, async (connection, embedded) => {
    const startedAt = new Date();
    const nonce = randomBytes(6).toString('hex');
    const client = new ApiClient(connection, { ...DEFAULTS, ...boundsOf(options.bounds), ...(options.notice ? { notice: options.notice } : {}) });
    try {
      await checkReachable(client, connection, nonce);
      const { probes, writes } = await probeAll(client, connection, nonce, options.allowWrites ?? false);
      const gate = decideGate(probes, new Set(options.expectRemoved));
      const finishedAt = new Date();
      const report = buildDeprecationsReport(probes, gate, {
        kind: 'deprecations',
        baseUrl: connection.baseUrl,
        embedded,
        seed: 0,
        numRuns: 1,
        startedAt: startedAt.toISOString(),
        finishedAt: finishedAt.toISOString(),
        command: commandOf(embedded ? undefined : connection, options),
      });
      const inventory = buildInventory(probes, gate, {
        baseUrl: connection.baseUrl,
        embedded,
        allowWrites: options.allowWrites ?? false,
        now: finishedAt,
        leftovers: writes.leftovers,
      });
      const restored = writes.leftovers.length ? { ...report, restore: { restored: [], leftovers: [...writes.leftovers] } } : report;
      // A server that stopped answering mid-inventory: what was probed is reported, marked incomplete (exit 2).
      const gone = client.health.tripped;
      return { report: gone ? markIncomplete(restored, gone) : restored, inventory, gate };
    } finally {
      await client.close();
    }
  });
}
