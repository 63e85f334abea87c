import { runConformance } from '../api/run-conformance.js';
import type { RunReport } from '../engine/report/model.js';
import { startReferenceServer, type ReferenceOptions } from '../reference/index.js';
import { applyGates, gatedExitCode } from '../reports/gates/index.js';
import { PROOF_SETTINGS } from './settings.js';

export interface ProofRun {
  readonly report: RunReport;
  /** The exit status the CLI would give this report (no gate set): the same pure gate function the CLI calls. */
  readonly code: number;
}

/** What a proof run may set beyond the proof's seed and samples. */
export interface ProofProfile {
  readonly strict?: boolean;
  readonly only?: readonly string[];
  readonly numRuns?: number;
  readonly maxResponseTimeMs?: number;
  /** Another seed or concurrency than the proof's (the personalities hold at a second seed and --concurrency 1). */
  readonly seed?: number;
  readonly concurrency?: number;
}

/**
 * One proof run, in this process: a reference server with the given faults or personality, the suite
 * run against it through the programmatic API with the proof's seed and sample count, the server stopped.
 */
export async function runInProcess(options: ReferenceOptions, profile: ProofProfile = {}): Promise<ProofRun> {
  const server = await startReferenceServer(options);
  try {
    const report = await runConformance({ connection: server.config, ...PROOF_SETTINGS, ...profile });
    return { report, code: gatedExitCode(applyGates(report, {})) };
  } finally {
    await server.close();
  }
}
