import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startReferenceServer, type ReferenceOptions, type RunningReference } from '../../reference/index.js';
import type { RunReport } from '../../engine/report/model.js';
import { requirement } from '../../specs/requirements.js';
import { escalated } from '../../engine/verdict.js';
import { runCli, workDir, writeConfig, type CliResult } from './cli.js';

export interface RunOutcome extends CliResult {
  readonly report?: RunReport;
  readonly dir: string;
  readonly server: RunningReference;
  /** The server's stored state before and after the run. */
  readonly before: unknown;
  readonly after: unknown;
}

/** The report.json a run wrote into `reportDir`, or undefined when it wrote none. */
export function readReport(reportDir: string): RunReport | undefined {
  try {
    return JSON.parse(readFileSync(join(reportDir, 'report.json'), 'utf8')) as RunReport;
  } catch {
    return undefined;
  }
}

/** The seed and samples per property of every end-to-end run (the CLI's and the in-process proof's). */
export const RUN_SETTINGS = { seed: 7, numRuns: 8 } as const;

/** Starts a reference server with the given faults or personality, runs the CLI against it (--config, as a staging user would), stops it. */
export async function runAgainst(options: ReferenceOptions, args: readonly string[] = []): Promise<RunOutcome> {
  const server = await startReferenceServer(options);
  const dir = workDir();
  try {
    const config = writeConfig(dir, server.config);
    const before = server.snapshot();
    const result = await runCli([
      'run',
      '--config',
      config,
      '--report-dir',
      join(dir, 'reports'),
      '--seed',
      String(RUN_SETTINGS.seed),
      '--num-runs',
      String(RUN_SETTINGS.numRuns),
      ...args,
    ]);
    const after = server.snapshot();
    const report = readReport(join(dir, 'reports'));
    return { ...result, ...(report ? { report } : {}), dir, server, before, after };
  } finally {
    await server.close();
  }
}

export const failures = (report: RunReport | undefined) => (report?.results ?? []).filter((result) => result.status === 'failed');

/**
 * Rows whose verdict disagrees with their requirement's level under the run's profile: a failure of a
 * SHOULD the profile does not escalate, or of an UNSPECIFIED entry; a warning of a MUST or an
 * UNSPECIFIED entry. The verdict model (engine/verdict.ts) says none can exist.
 */
export function levelDisagreements(report: RunReport | undefined): string[] {
  const profile = { strict: report?.run.profile === 'strict', requireDeprecationHeaders: report?.run.requireDeprecationHeaders === true };
  return (report?.results ?? []).flatMap((result) => {
    const entry = requirement(result.requirement);
    const failOk = entry.level === 'MUST' || (entry.level === 'SHOULD' && escalated(entry, profile));
    if (result.status === 'failed' && !failOk) return [`${result.check} ${result.requirement} (${entry.level}) failed: ${result.message}`];
    if (result.status === 'warning' && entry.level !== 'SHOULD') return [`${result.check} ${result.requirement} (${entry.level}) warned: ${result.message}`];
    return [];
  });
}

/** One line per failed result, for assertion messages. */
export const describeFailures = (report: RunReport | undefined) =>
  failures(report)
    .map((result) => `${result.check} ${result.operation} ${result.requirement}: ${result.message}`)
    .join('\n');
