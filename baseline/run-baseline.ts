import { boundsOf, type ClientBounds } from '../engine/http/client-bounds.js';
import { cliCommand, connectionArgs, shellWord } from '../engine/shell-command.js';
import type { ConnectionConfig } from '../engine/connection.js';
import { ApiClient } from '../engine/http/client.js';
import { withServer } from '../reference/embedded.js';
import { DEFAULTS } from '../engine/settings.js';
import { markIncomplete } from '../runner/incomplete.js';
import type { RunReport } from '../engine/report/model.js';
import { buildBaselineReport } from './build-report.js';
import { captureBaseline, type Capture } from './capture.js';
import { compareEntries, type StepDrift } from './compare.js';
import { baselineOf, type BaselineFile } from './file.js';

/** Sends the baseline set to the server (or the embedded reference) with the admin token. */
async function capture(
  connection: ConnectionConfig | undefined,
  notice?: (line: string) => void,
  bounds?: ClientBounds,
): Promise<Capture & { baseUrl: string; embedded: boolean; gone?: string }> {
  return withServer(connection, async (server, embedded) => {
    const client = new ApiClient(server, { ...DEFAULTS, ...boundsOf(bounds), ...(notice ? { notice } : {}) });
    try {
      const captured = await captureBaseline(client, server);
      // The circuit breaker opened: the server stopped answering, the capture is incomplete.
      const gone = client.health.tripped;
      return { ...captured, baseUrl: server.baseUrl, embedded, ...(gone ? { gone } : {}) };
    } finally {
      await client.close();
    }
  });
}

export interface Recorded {
  readonly baseline: BaselineFile;
  readonly leftovers: readonly string[];
  /** Why the baseline is incomplete (the server stopped answering): it must not be written. */
  readonly gone?: string;
}

/** `baseline record`: the shapes of today's answers, to compare with later. */
export async function recordBaseline(connection?: ConnectionConfig, notice?: (line: string) => void, bounds?: ClientBounds): Promise<Recorded> {
  const captured = await capture(connection, notice, bounds);
  return {
    baseline: baselineOf(captured.entries, captured.baseUrl, new Date()),
    leftovers: captured.leftovers,
    ...(captured.gone ? { gone: captured.gone } : {}),
  };
}

export interface Compared {
  readonly report: RunReport;
  readonly drifts: readonly StepDrift[];
}

/** `baseline compare`: the same requests again, and the drift of every answer since the baseline. */
/** `file` is the baseline's path as the user gave it, for the command that reproduces the comparison. */
export async function compareBaseline(
  baseline: BaselineFile,
  connection?: ConnectionConfig,
  notice?: (line: string) => void,
  file = 'baseline.json',
  bounds?: ClientBounds,
): Promise<Compared> {
  const startedAt = new Date().toISOString();
  const captured = await capture(connection, notice, bounds);
  const drifts = compareEntries(baseline.entries, captured.entries, captured.exchanges);
  const report = buildBaselineReport(drifts, [...captured.exchanges.values()], {
    kind: 'baseline',
    baseUrl: captured.baseUrl,
    embedded: captured.embedded,
    seed: 0,
    numRuns: 1,
    startedAt,
    finishedAt: new Date().toISOString(),
    command: cliCommand('baseline', 'compare', shellWord(file), ...(captured.embedded || !connection ? [] : connectionArgs(connection))),
  });
  const restored = captured.leftovers.length ? { ...report, restore: { restored: [], leftovers: [...captured.leftovers] } } : report;
  return { report: captured.gone ? markIncomplete(restored, captured.gone) : restored, drifts };
}
