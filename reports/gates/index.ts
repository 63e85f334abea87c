import type { RunReport } from '../../engine/report/model.js';
import { applyAcceptance } from './accept.js';
import type { LocatedEntry } from '../../specs/accept-file-schema.js';
import { compareWith, type PreviousReport } from './compare.js';
import { coverageShortfall } from './min-coverage.js';

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

/** Exit status of a gated run: 1 for an unaccepted failure or a gate not met. */
export const gatedExitCode = ({ report, gateFailures }: GatedReport) => (report.summary.failed > 0 || gateFailures.length > 0 ? 1 : 0);
