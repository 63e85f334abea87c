import type { Exchange } from '../engine/exchange.js';
import type { Finding } from '../engine/finding.js';
import { reportFromFindings } from '../engine/report/findings-report.js';
import type { RunReport } from '../engine/report/model.js';
import type { Difference, StepDifference } from './compare.js';

const labelOf = (difference: Difference) =>
  difference.breaking ? 'Breaking difference' : difference.kind === 'not-compared' ? 'Not compared' : 'Non-breaking difference';

function findingsOf(check: string, step: StepDifference, differences: readonly Difference[], same: string): Finding[] {
  const base = { check, operation: step.operation, requirement: step.requirement, ...(step.exchange ? { exchange: step.exchange } : {}) };
  if (differences.length === 0) return [{ ...base, verdict: 'pass', message: same }];
  return differences.map((difference) => ({
    ...base,
    verdict: difference.breaking ? 'fail' : 'warn',
    message: `${labelOf(difference)} from the base server (${difference.kind}): ${difference.message}`,
  }));
}

/**
 * report.json of `pm-conformance diff`: per step one row for its answer (a breaking difference
 * fails, another warns) and one for its deprecation headers; the evidence is the candidate's exchange.
 */
export function buildDiffReport(steps: readonly StepDifference[], exchanges: readonly Exchange[], run: RunReport['run']): RunReport {
  const findings = steps.flatMap((step) => [
    ...findingsOf(
      `diff-${step.step}`,
      step,
      step.answer,
      step.step === 'read-back-effects'
        ? 'the requests left the same fields changed on both servers'
        : 'same status, media type and body shape on both servers',
    ),
    ...(step.step === 'read-back-effects'
      ? []
      : findingsOf(
          `diff-${step.step}-headers`,
          { ...step, requirement: 'DEPRECATION.ADVERTISED' },
          step.headers,
          'same Deprecation, Sunset and Link on both servers',
        )),
  ]);
  return reportFromFindings(findings, exchanges, run);
}

/** One line per difference, for the console. */
export function differenceLines(steps: readonly StepDifference[]): string[] {
  return steps.flatMap((step) =>
    [...step.answer, ...step.headers].map((difference) => `${labelOf(difference)}  ${step.step} (${step.operation}): ${difference.message}`),
  );
}
