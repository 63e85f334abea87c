import type { GateOutcome, RunReport } from '../../engine/report/model.js';
import { plural, reportVerdict } from '../common/outcome.js';
import { applyAcceptance } from './accept.js';
import type { LocatedEntry } from '../../specs/accept-file-schema.js';
import { compareWith, type PreviousReport } from './compare.js';
import { coverageGate } from './min-coverage.js';

/** The gates of a run, read before it starts (so a bad file stops it before any request). */
export interface Gates {
  readonly accept?: { readonly file: string; readonly entries: readonly LocatedEntry[] };
  readonly previous?: { readonly file: string; readonly report: PreviousReport };
  readonly minCoverage?: number;
}

export interface GatedReport {
  readonly report: RunReport;
  /** Why the run fails besides its failures, one line a failed gate ("--min-coverage 95: …"); also in report.gates. */
  readonly gateFailures: string[];
}

/** --accept: the failures it accepted, and those it left counting (with expired entries named by number). */
function acceptGate(report: RunReport, file: string): GateOutcome {
  const failed = report.summary.failed;
  const accepted = report.summary.accepted ?? 0;
  const expired = (report.acceptance?.entries ?? []).filter((entry) => entry.state === 'expired').length;
  return {
    gate: `--accept ${file}`,
    passed: failed === 0,
    figure: `${plural(accepted, 'failure')} accepted, ${plural(failed, 'failure')} not accepted${expired > 0 ? ` (${expired} expired ${expired === 1 ? 'entry' : 'entries'})` : ''}`,
  };
}

/**
 * Applies the gates to a finished report, pure: acceptance first (expiry judged at the run's start),
 * then the comparison (so an accepted failure is still new or still there), then the coverage threshold.
 */
export function applyGates(report: RunReport, gates: Gates): GatedReport {
  let gated = report;
  if (gates.accept) gated = applyAcceptance(gated, gates.accept.entries, gates.accept.file, new Date(report.run.startedAt));
  if (gates.previous) gated = compareWith(gated, gates.previous.report, gates.previous.file);
  const outcomes: GateOutcome[] = [
    ...(gates.accept ? [acceptGate(gated, gates.accept.file)] : []),
    ...(gates.minCoverage === undefined ? [] : [coverageGate(gated, gates.minCoverage)]),
  ];
  if (outcomes.length > 0) gated = withGates(gated, outcomes);
  return { report: gated, gateFailures: outcomes.filter((gate) => !gate.passed).map((gate) => `${gate.gate}: ${gate.figure}`) };
}

/** The report with these gates judged (replacing an earlier judgement of the same gate). */
export function withGates(report: RunReport, outcomes: readonly GateOutcome[]): RunReport {
  const names = new Set(outcomes.map((gate) => gate.gate));
  return { ...report, gates: [...(report.gates ?? []).filter((gate) => !names.has(gate.gate)), ...outcomes] };
}

/** Exit status of a gated run: the verdict's (1 for an unaccepted failure or a gate not met, 2 incomplete, 130 interrupted). */
export const gatedExitCode = ({ report }: GatedReport) => reportVerdict(report).exitCode;
