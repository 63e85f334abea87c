import type { RunReport } from '../../engine/report/model.js';

/**
 * --min-coverage N: the line that fails the run when its requirement coverage is below N %, or
 * undefined when the run meets it. A report without coverage (not a suite run) has none to gate.
 */
export function coverageShortfall(report: Pick<RunReport, 'coverage'>, minimum: number): string | undefined {
  const coverage = report.coverage?.requirements;
  if (!coverage) return `the report has no requirement coverage to compare with --min-coverage ${minimum}`;
  if (coverage.percent >= minimum) return undefined;
  return `requirement coverage ${coverage.percent}% (${coverage.exercised} of ${coverage.applicable ?? coverage.total} applicable requirements exercised) is below --min-coverage ${minimum}%`;
}
