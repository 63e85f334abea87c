import type { RunReport } from '../../engine/report/model.js';
import { applyAcceptance } from './accept.js';
import type { LocatedEntry } from '../../specs/accept-file-schema.js';
import { compareWith, type PreviousReport } from './compare.js';
import { coverageShortfall } from './min-coverage.js';
import { overallVerdict } from '../common/outcome.js';

/** The gates of a run, read before it starts (so a bad file stops it before any request). */
export interface Gates {
  readonly accept?: { readonly file: string; readonly entries: readonly LocatedEntry[] };
  readonly previous?: { readonly file: string; readonly report: PreviousReport };
  readonly minCoverage?: number;
}

export interface GatedReport {
  readonly report: RunReport;
  /** Why the run fails besides its failures (coverage below the threshold). */
  readonly gateFailures: string[];
}

/**
 * Applies the gates to a finished report, pure: acceptance first (expiry judged at the run's start),
 * then the comparison (so an accepted failure is still new or still there), then the coverage threshold.
 */
export function applyGates(report: RunReport, gates: Gates): GatedReport {
  let gated = report;
  if (gates.accept) gated = applyAcceptance(gated, gates.accept.entries, gates.accept.file, new Date(report.run.startedAt));
  if (gates.previous) gated = compareWith(gated, gates.previous.report, gates.previous.file);
  const shortfall = gates.minCoverage === undefined ? undefined : coverageShortfall(gated, gates.minCoverage);
  return { report: gated, gateFailures: shortfall ? [shortfall] : [] };
}

/**
 * Exit status of a gated run: 1 for an unaccepted failure; else 2 when the run is incomplete (a MUST its
 * configuration makes testable was not assessed: "Conforms" is earned); else 1 for a gate not met.
 */
export function gatedExitCode({ report, gateFailures }: GatedReport): 0 | 1 | 2 {
  if (report.summary.failed > 0) return 1;
  if (overallVerdict(report).kind === 'incomplete') return 2;
  return gateFailures.length > 0 ? 1 : 0;
}
