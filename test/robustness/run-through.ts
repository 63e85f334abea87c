import { join } from 'node:path';
import { startReferenceServer, type ReferenceOptions } from '../../reference/index.js';
import type { ConnectionConfig } from '../../engine/connection.js';
import type { Result, RunReport } from '../../engine/report/model.js';
import { runCli, runCliInProcess, workDir, writeConfig, type CliResult } from '../e2e/cli.js';
import { readReport } from '../e2e/run-against.js';
import { startMisbehavingServer, type LoggedRequest, type Misbehaviour, type Rule } from './harness/index.js';

/** Per-request timeout of the robustness runs: short, so that hangs cost little, long enough for a busy CI box. */
export const TIMEOUT_MS = 2_000;

/** Small and fast: the point is how the run copes, not how many samples it draws. */
export const FAST_ARGS = ['--seed', '7', '--num-runs', '2', '--timeout', String(TIMEOUT_MS)] as const;

export interface ThroughOutcome extends CliResult {
  readonly report?: RunReport;
  /** The run's working directory (config, reports). */
  readonly dir: string;
  /** Every request the harness received, and what it did with it. */
  readonly log: readonly LoggedRequest[];
  /** The reference server's stored state before and after the run. */
  readonly before: unknown;
  readonly after: unknown;
  readonly elapsedMs: number;
  /** What the run was given (through the harness): base URL, tokens, fixture ids. */
  readonly config: ConnectionConfig;
}

/**
 * Text only updated-at-advances' change carries ("pm-conformance updatedAt probe N"): a rule with it hits
 * that one request, whatever order the groups run in (each group's restore sends PATCHes too).
 */
export const PROBE = 'updatedAt probe';

/** A rule that breaks the probe request. */
export const atProbe = (action: Misbehaviour): Rule => ({ operation: 'PATCH /projects/{projectId}', bodyIncludes: PROBE, action });

/** The probe's check, date-time-round-trip (it runs after it, in the same group: the run went on), and the exchange checks that judge the probe. */
export const PROBE_RUN = ['--only', 'transport,content-type-json,no-server-error,status-documented,updated-at-advances,date-time-round-trip'] as const;

export interface ThroughOptions {
  readonly reference?: ReferenceOptions;
  /** Replaces parts of the configuration the run is given (a base URL where nothing listens, a missing token). */
  readonly config?: (config: ConnectionConfig) => ConnectionConfig;
  /** Extra environment of the CLI process (TMPDIR, say). */
  readonly env?: NodeJS.ProcessEnv;
  /** The CLI's default settings (--timeout, --num-runs) instead of FAST_ARGS: to prove a bound the user gets. */
  readonly defaults?: boolean;
  /**
   * The built CLI in a process of its own (runCli) instead of main() in this one (runCliInProcess): for
   * a bound a loop that never yields would break (only a process can be killed), and to run the bin file.
   */
  readonly spawned?: boolean;
}

/**
 * Runs the CLI against a reference server seen through the misbehaving harness (the rules say which
 * requests misbehave), as a staging user would: --config, a report directory, a short --timeout. How the
 * run copes is the same in-process (no Node start-up per run); `spawned` runs the built CLI.
 */
export async function runThrough(rules: readonly Rule[], args: readonly string[] = [], options: ThroughOptions = {}): Promise<ThroughOutcome> {
  const server = await startReferenceServer(options.reference);
  const harness = await startMisbehavingServer({ upstream: server, rules });
  const dir = workDir('pmc-robust-');
  try {
    const before = server.snapshot();
    const started = Date.now();
    // runCli's own limit is the "never hangs" bound: a run that outlives it fails the test.
    const config = options.config ? options.config(harness.config) : harness.config;
    const cli = options.spawned ? runCli : runCliInProcess;
    const result = await cli(
      ['run', '--config', writeConfig(dir, config), '--report-dir', join(dir, 'reports'), ...(options.defaults ? [] : FAST_ARGS), ...args],
      {
        timeoutMs: 90_000,
        ...(options.env ? { env: options.env } : {}),
      },
    );
    const elapsedMs = Date.now() - started;
    const report = readReport(join(dir, 'reports'));
    return { ...result, ...(report ? { report } : {}), dir, log: [...harness.log], before, after: server.snapshot(), elapsedMs, config };
  } finally {
    await harness.close();
    await server.close();
  }
}

/** The result rows of one check (optionally on one operation). */
export function resultsOf(report: RunReport | undefined, check: string, operation?: string): Result[] {
  return (report?.results ?? []).filter((result) => result.check === check && (operation === undefined || result.operation === operation));
}

/** The observation messages of a check on an operation (what the spec leaves "not shown", as seen). */
export function observedBy(report: RunReport | undefined, check: string, operation?: string): string[] {
  return (report?.observations ?? [])
    .filter((entry) => entry.check === check && (operation === undefined || entry.operation === operation))
    .map((entry) => entry.message);
}

/**
 * What says the run did not cope: an exit other than 0 or 1, a stack trace or an internal error on
 * stderr, a check that threw instead of judging ("could not complete"). Empty when it coped.
 */
export function crashes(outcome: Pick<ThroughOutcome, 'code' | 'stderr' | 'report'>): string[] {
  const problems: string[] = [];
  if (outcome.code !== 0 && outcome.code !== 1) problems.push(`exit ${outcome.code}: ${outcome.stderr.trim().split('\n').pop()}`);
  if (/\n\s+at /.test(outcome.stderr)) problems.push('a stack trace on stderr');
  if (/unexpected error|the suite itself failed/.test(outcome.stderr)) problems.push(`an internal error: ${outcome.stderr.trim().split('\n').pop()}`);
  for (const result of outcome.report?.results ?? []) if (result.message.includes('could not complete')) problems.push(`${result.check}: ${result.message}`);
  return problems;
}

/** Result rows that passed, of checks other than `except`: the run went on after the misbehaviour. */
export function passedElsewhere(report: RunReport | undefined, except: readonly string[]): Result[] {
  return (report?.results ?? []).filter((result) => result.status === 'passed' && !except.includes(result.check));
}

/** The reference server's state as a user sees it (shared with the e2e tests). */
import { comparable } from '../e2e/server-state.js';

export { comparable as comparableState };

/** Ids of the documents whose state a run left different (updatedAt aside). */
export function changedIds(before: unknown, after: unknown): string[] {
  const was = comparable(before);
  const is = comparable(after);
  return Object.keys(was).flatMap((part) => {
    const earlier = new Map(was[part] as [string, unknown][]);
    return (is[part] as [string, unknown][]).filter(([id, stored]) => JSON.stringify(earlier.get(id)) !== JSON.stringify(stored)).map(([id]) => id);
  });
}
