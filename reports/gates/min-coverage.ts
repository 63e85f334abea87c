import type { GateOutcome, RunReport } from '../../engine/report/model.js';

/**
 * --min-coverage N: the gate on the run's requirement coverage, with its figure. A report without
 * coverage (not a suite run) has none to meet it: the gate fails and says so.
 */
export function coverageGate(report: Pick<RunReport, 'coverage'>, minimum: number): GateOutcome {
  const gate = `--min-coverage ${minimum}`;
  const coverage = report.coverage?.requirements;
  if (!coverage) return { gate, passed: false, figure: 'the report has no requirement coverage to compare' };
  const passed = coverage.percent >= minimum;
  return {
    gate,
    passed,
    figure: `requirement coverage ${coverage.percent}% (${coverage.exercised} of ${coverage.applicable ?? coverage.total} applicable requirements exercised) is ${passed ? 'at least' : 'below'} ${minimum}%`,
  };
}
