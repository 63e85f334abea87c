import type { Exchange } from '../engine/exchange.js';
import type { Finding } from '../engine/finding.js';
import { reportFromFindings } from '../engine/report/findings-report.js';
import type { RunReport } from '../engine/report/model.js';
import type { StepDrift } from './compare.js';
import type { Drift } from './schema-drift.js';

const labelOf = (drift: Drift) => (drift.breaking ? 'Breaking drift' : drift.kind === 'not-compared' ? 'Not compared' : 'Additive drift');

function findingsOf(check: string, entry: StepDrift, drifts: readonly Drift[], unchanged: string): Finding[] {
  const base = { check, operation: entry.operation, ...(entry.exchange ? { exchange: entry.exchange } : {}) };
  if (drifts.length === 0) return [{ ...base, requirement: entry.requirement, verdict: 'pass', message: unchanged }];
  return drifts.map((drift) => ({
    ...base,
    requirement: entry.requirement,
    verdict: drift.breaking ? 'fail' : 'warn',
    message: `${labelOf(drift)} since the baseline (${drift.kind}): ${drift.message}`,
  }));
}

/**
 * report.json of `pm-conformance baseline compare`: per step, one row for its answer (breaking drift
 * fails, additive drift warns) and one for its deprecation headers (changes warn).
 */
export function buildBaselineReport(drifts: readonly StepDrift[], exchanges: readonly Exchange[], run: RunReport['run']): RunReport {
  const findings = drifts.flatMap((entry) => [
    ...findingsOf(`baseline-${entry.step}`, entry, entry.answer, 'status, media type and body shape unchanged since the baseline'),
    ...findingsOf(
      `baseline-${entry.step}-headers`,
      { ...entry, requirement: 'DEPRECATION.ADVERTISED' },
      entry.headers,
      'Deprecation, Sunset and Link unchanged since the baseline',
    ),
  ]);
  return reportFromFindings(findings, exchanges, run);
}

/** One line per drift, for the console. */
export function driftLines(drifts: readonly StepDrift[]): string[] {
  return drifts.flatMap((entry) =>
    [...entry.answer, ...entry.headers].map((drift) => `${labelOf(drift)}  ${entry.step} (${entry.operation}): ${drift.message}`),
  );
}
