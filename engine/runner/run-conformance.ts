import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConnectionConfig } from '../connection.js';
import { ApiClient } from '../http/client.js';
import type { RestoreOutcome, RunReport } from '../../reports/model.js';
import { buildReport } from './build-report.js';
import { coverageOf } from './coverage-report.js';
import { toolInfo } from './findings-report.js';
import { FindingsCollector } from './collector.js';
import { snapshotFixtures, type Snapshot } from './fixtures.js';
import { launchVitest } from './launch-vitest.js';
import { restoreFixtures } from './restore.js';
import { DEFAULTS, rerunCommand, restoreWaitMs, runSettings, type Tunables } from './settings.js';
import { validateSelection } from './selection-check.js';
import { withServer } from './embedded.js';
import { recordHar } from './record-har.js';
import { RunInterrupted } from './interrupted.js';
import { RunIncomplete } from './incomplete.js';
import { profileName } from '../verdict.js';
import { assertWritableFile } from './writable.js';

export interface RunOptions extends Partial<Tunables> {
  /** The server to certify; without it the embedded reference server is started and certified. */
  readonly connection?: ConnectionConfig;
  readonly shard?: string;
  /** Write vitest's blob report here (shards, for merge-reports). */
  readonly blobFile?: string;
  /** HAR file of every exchange (tokens redacted). */
  readonly record?: string;
  readonly progress?: (line: string) => void;
  /** Stops the run early (Ctrl-C): the checks in flight finish, the fixtures are restored, RunInterrupted is thrown. */
  readonly signal?: AbortSignal;
}

/**
 * Runs the conformance suite against a server and returns what report.json holds. The fixtures are
 * snapshotted first and restored at the end, whatever happens in between. An error once the checks
 * have started throws RunIncomplete, which carries the report of what was collected.
 */
export async function runConformance(options: RunOptions = {}): Promise<RunReport> {
  const tunables: Tunables = {
    seed: options.seed ?? Math.floor(Math.random() * 2 ** 31), numRuns: options.numRuns ?? DEFAULTS.numRuns,
    concurrency: options.concurrency ?? DEFAULTS.concurrency, ...(options.rate ? { rate: options.rate } : {}),
    timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs, maxBodyBytes: options.maxBodyBytes ?? DEFAULTS.maxBodyBytes,
    only: options.only ?? [], exclude: options.exclude ?? [], requireDeprecationHeaders: options.requireDeprecationHeaders ?? false,
    strict: options.strict ?? false,
  };
  validateSelection(tunables.only, tunables.exclude, options.connection);
  if (options.record) assertWritableFile(options.record, '--record');
  return withServer(options.connection, (connection, embedded) => runAgainst(connection, embedded, tunables, options));
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function runAgainst(connection: ConnectionConfig, embedded: boolean, tunables: Tunables, options: RunOptions): Promise<RunReport> {
  const work = mkdtempSync(join(tmpdir(), 'pmc-run-'));
  const startedAt = new Date().toISOString();
  const admin = new ApiClient(connection, { ...DEFAULTS, ...tunables });
  const collector = new FindingsCollector(options.progress);
  let snapshot: Snapshot | undefined;
  let restore: RestoreOutcome | undefined;
  // Once checks have started, an error no longer throws the evidence away: the report is written, marked incomplete.
  let incomplete: string | undefined;
  const files = { journalFile: join(work, 'journal.jsonl'), stopFile: join(work, 'stop'), ...(options.record ? { trafficFile: join(work, 'traffic') } : {}) };
  try {
    try {
      const taken = await snapshotFixtures(admin, connection);
      if (options.signal?.aborted) throw new RunInterrupted();
      snapshot = taken;
      const settings = runSettings(connection, tunables, files, snapshot, rerunCommand(embedded ? undefined : connection, tunables));
      await launchVitest({
        settings, reporters: [collector], ...(options.signal ? { signal: options.signal } : {}),
        ...(options.shard ? { shard: options.shard } : {}), ...(options.blobFile ? { blobFile: options.blobFile } : {}),
      }).catch((error: unknown) => {
        incomplete = `the suite stopped: ${messageOf(error)}`;
      });
    } finally {
      // A server that went away during the run gets a bounded wait to come back before leftovers are listed.
      if (snapshot) restore = await restoreFixtures(admin, snapshot, files.journalFile, { waitMs: restoreWaitMs(tunables.timeoutMs) });
      await admin.close();
    }
    if (options.signal?.aborted) throw new RunInterrupted(restore);
    if (collector.result.errors.length > 0) incomplete ??= `the suite itself failed: ${collector.result.errors[0]}`;
    if (options.record) {
      await recordHar(readdirSync(work).filter((name) => name.startsWith('traffic')).map((name) => join(work, name)), options.record, admin.secretPairs)
        .catch((error: unknown) => { incomplete ??= `the HAR (--record) could not be written: ${messageOf(error)}`; });
    }
  } finally {
    // The journal and the traffic lines are the run's scratch files: gone whatever happened.
    rmSync(work, { recursive: true, force: true });
  }
  const report = buildReport(collector.result, {
    tool: toolInfo(),
    run: {
      kind: 'run', baseUrl: connection.baseUrl, embedded, seed: tunables.seed, numRuns: tunables.numRuns, startedAt, finishedAt: new Date().toISOString(),
      ...(options.shard ? { shard: options.shard } : {}), command: rerunCommand(embedded ? undefined : connection, tunables),
      profile: profileName(tunables), ...(tunables.requireDeprecationHeaders ? { requireDeprecationHeaders: true } : {}),
      ...(incomplete ? { incomplete } : {}),
    },
    ...(restore ? { restore } : {}),
    coverage: (results, collected) => coverageOf(results, collected.coverage ?? {}),
  });
  if (incomplete) throw new RunIncomplete(report);
  return report;
}
