import { runConformance } from '../../api/run-conformance.js';
import type { RunReport } from '../../engine/report/model.js';
import { startReferenceServer, type ReferenceOptions } from '../../reference/index.js';
import { applyGates, gatedExitCode } from '../../reports/gates/index.js';
import { RUN_SETTINGS } from './run-against.js';

export interface ProofRun {
  readonly report: RunReport;
  /** The exit status the CLI would give this report (no gate set): the same pure gate function the CLI calls. */
  readonly code: number;
}

/**
 * run-against's run, in this process: a reference server with the given faults or personality, the
 * suite run against it through the programmatic API with the same seed and sample count, the server stopped.
 */
export async function runInProcess(
  options: ReferenceOptions,
  profile: { readonly strict?: boolean; readonly only?: readonly string[]; readonly numRuns?: number; readonly maxResponseTimeMs?: number } = {},
): Promise<ProofRun> {
  const server = await startReferenceServer(options);
  try {
    const report = await runConformance({ connection: server.config, ...RUN_SETTINGS, ...profile });
    return { report, code: gatedExitCode(applyGates(report, {})) };
  } finally {
    await server.close();
  }
}

/** Results that say the check itself could not run to the end (a crash of the suite, not a finding). */
export const crashed = (report: RunReport) =>
  report.results.filter((result) => result.message.includes('could not complete')).map((result) => `${result.check}: ${result.message}`);
