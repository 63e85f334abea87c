import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startReferenceServer, type ReferenceOptions, type RunningReference } from '../../reference/index.js';
import type { RunReport } from '../../engine/report/model.js';
import { PROOF_SETTINGS } from '../../proof/settings.js';
import { runCli, runCliInProcess, workDir, writeConfig, type CliResult } from './cli.js';

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
export const RUN_SETTINGS = PROOF_SETTINGS;

/** Starts a reference server with the given faults or personality, runs the CLI against it (--config, as a staging user would), stops it. */
export function runAgainst(options: ReferenceOptions, args: readonly string[] = []): Promise<RunOutcome> {
  return against(runCli, options, args);
}

/**
 * runAgainst with the CLI's main() called in this process (runCliInProcess): the same command line, exit
 * status, output and reports, without starting Node. For tests of what a run finds and how its flags
 * gate it; what is about the process stays with runAgainst.
 */
export function runAgainstInProcess(options: ReferenceOptions, args: readonly string[] = []): Promise<RunOutcome> {
  return against(runCliInProcess, options, args);
}

async function against(cli: (args: readonly string[]) => Promise<CliResult>, options: ReferenceOptions, args: readonly string[]): Promise<RunOutcome> {
  const server = await startReferenceServer(options);
  const dir = workDir();
  try {
    const config = writeConfig(dir, server.config);
    const before = server.snapshot();
    const result = await cli([
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

export { describeFailures, failures, levelDisagreements } from '../../proof/judge.js';
