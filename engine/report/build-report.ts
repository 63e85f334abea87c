import { requirement, isRequirementId, type RequirementId } from '../../specs/requirements.js';
import type { Observation, Result, RestoreOutcome, RunReport } from './model.js';
import type { Row } from '../results/row.js';
import type { UnassessedCause } from '../unassessed-cause.js';
import { trafficFigures } from '../results/traffic.js';
import type { Collected } from '../results/collected.js';

/** Not-assessable findings that needed what the server does not offer (a read), not a "not now" answer. */
const noRead = (row: Row) => (row.counts['not-assessable'] ?? 0) - (row.notNow ?? 0);

/** A row's status in the reports (and on the console's progress line: one rule for both). */
export function statusOf(row: Row): Result['status'] {
  if (row.counts.fail > 0) return 'failed';
  if ((row.counts.flaky ?? 0) > 0) return 'flaky';
  if (row.counts.warn > 0) return 'warning';
  // Part of the check ran, the rest needed what the server does not offer: not a pass.
  if (noRead(row) > 0) return 'not-assessable';
  // Findings on answers that said "not now" take nothing from the judged ones beside them.
  if (row.counts.pass > 0) return 'passed';
  if ((row.counts['not-assessable'] ?? 0) > 0) return 'not-assessable';
  if (row.counts.observe > 0) return 'passed';
  return 'skipped';
}

function messageOf(row: Row): string {
  if (row.counts.fail > 0) return row.fail?.message ?? 'failed';
  if ((row.counts.flaky ?? 0) > 0) return row.flaky?.message ?? 'flaky';
  if (row.counts.warn > 0) return row.warn?.message ?? 'warning';
  if (noRead(row) > 0) return `not assessable: ${row.notAssessable ?? 'the server offers no read'}`;
  if (row.counts.pass > 0) return `${row.counts.pass} passed${row.pass ? ` (e.g. ${row.pass})` : ''}`;
  if ((row.counts['not-assessable'] ?? 0) > 0) return `not assessed: ${row.notAssessable ?? 'no judged answer'}`;
  if (row.counts.observe > 0) return `observed: ${row.observations.join('; ')}`;
  return row.skip ?? 'skipped';
}

/** One result row of report.json from the folded findings of a check × operation × requirement. */
export function toResult(row: Row, durationMs?: number): Result {
  const id = (isRequirementId(row.requirement) ? row.requirement : 'GEN.ANSWERS') as RequirementId;
  const detail = row.counts.fail > 0 ? row.fail : (row.counts.flaky ?? 0) > 0 ? row.flaky : row.counts.warn > 0 ? row.warn : undefined;
  return {
    check: row.check,
    requirement: id,
    level: requirement(id).level,
    operation: row.operation,
    status: statusOf(row),
    message: messageOf(row),
    ...(detail?.reproduction ? { reproduction: detail.reproduction } : {}),
    ...(detail?.evidence ? { evidence: detail.evidence } : {}),
    ...(detail?.counterexample === undefined ? {} : { counterexample: detail.counterexample }),
    counts: { ...row.counts },
    ...(row.unassessed ? { unassessed: (Object.keys(row.unassessed) as UnassessedCause[]).sort() } : {}),
    ...(durationMs === undefined ? {} : { durationMs }),
  };
}

const byKey = (a: { check: string; operation: string; requirement: string }, b: typeof a) =>
  a.check.localeCompare(b.check) || a.operation.localeCompare(b.operation) || a.requirement.localeCompare(b.requirement);

export interface ReportMeta {
  readonly tool: RunReport['tool'];
  readonly run: RunReport['run'];
  readonly restore?: RestoreOutcome;
  /** Adds the coverage block (runs of the suite; other producers have no catalogue of checks to cover). */
  readonly coverage?: (results: readonly Result[], collected: Collected) => RunReport['coverage'];
}

/** The RunReport (report.json) of a run: results sorted so that shards merge to the same content. */
export function buildReport(collected: Collected, meta: ReportMeta): RunReport {
  const rows = [...collected.rows].sort(byKey);
  // A scenario check's rows take the time of its unit, named "check-id METHOD /path" (runner/plan.ts).
  const results = rows.map((row) => toResult(row, collected.durations?.[`${row.check} ${row.operation}`]));
  const observations: Observation[] = rows.flatMap((row) =>
    row.observations.map((message) => ({ check: row.check, requirement: row.requirement as RequirementId, operation: row.operation, message })),
  );
  const count = (status: Result['status']) => results.filter((result) => result.status === status).length;
  return {
    tool: meta.tool,
    run: meta.run,
    summary: {
      passed: count('passed'),
      failed: count('failed'),
      warnings: count('warning'),
      skipped: count('skipped'),
      observations: observations.length,
      accepted: count('accepted'),
      notAssessable: count('not-assessable'),
      flaky: count('flaky'),
    },
    results,
    observations,
    traffic: trafficFigures(collected.traffic),
    ...(meta.restore ? { restore: meta.restore } : {}),
    ...(meta.coverage ? { coverage: meta.coverage(results, collected) } : {}),
  };
}
