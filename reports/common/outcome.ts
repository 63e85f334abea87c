import { requirement } from '../../specs/requirements.js';
import type { Observation, Result, ResultStatus, RunReport } from '../../engine/report/model.js';
import { byText } from './order.js';

/** Worse first: the order in which a reader needs to see results. */
export const STATUS_ORDER: readonly ResultStatus[] = ['failed', 'accepted', 'flaky', 'warning', 'not-assessable', 'skipped', 'passed'];

/**
 * A requirement's verdict is its worst result: a failure outweighs an accepted failure (still a
 * violation, only not gating), which outweighs a warning, which outweighs a pass.
 */
const SEVERITY: Record<ResultStatus, number> = { failed: 5, accepted: 4, flaky: 3, warning: 2, passed: 1, 'not-assessable': 0.5, skipped: 0 };

export type StatusCounts = Record<ResultStatus, number>;

export function countStatuses(results: readonly Result[]): StatusCounts {
  const counts: StatusCounts = { passed: 0, failed: 0, warning: 0, skipped: 0, accepted: 0, 'not-assessable': 0, flaky: 0 };
  for (const result of results) counts[result.status] += 1;
  return counts;
}

export function worstStatus(results: readonly Result[]): ResultStatus | undefined {
  return results.reduce<ResultStatus | undefined>(
    (worst, { status }) => (worst === undefined || SEVERITY[status] > SEVERITY[worst] ? status : worst),
    undefined,
  );
}

/** Results with the worst first, the stable order kept within a status. */
export function worstFirst(results: readonly Result[]): Result[] {
  return STATUS_ORDER.flatMap((status) => results.filter((result) => result.status === status));
}

/**
 * The summary block of report.json, counted from the rows themselves so that every format shows the
 * numbers of the rows it lists (one row = one check on one operation).
 */
export function summaryOf(results: readonly Result[], observations: readonly Observation[]): RunReport['summary'] {
  const counts = countStatuses(results);
  return {
    passed: counts.passed,
    failed: counts.failed,
    warnings: counts.warning,
    skipped: counts.skipped,
    observations: observations.length,
    accepted: counts.accepted,
    notAssessable: counts['not-assessable'],
    flaky: counts.flaky,
  };
}

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export type OverallKind = 'conforms' | 'conforms-with-warnings' | 'accepted-deviations' | 'does-not-conform' | 'incomplete' | 'inconclusive';

/** Each requirement with a result, at its worst result (the requirement's verdict before observations). */
export function worstByRequirement(results: readonly Result[]): Map<string, ResultStatus> {
  const worst = new Map<string, ResultStatus>();
  for (const result of results) {
    const before = worst.get(result.requirement);
    if (before === undefined || SEVERITY[result.status] > SEVERITY[before]) worst.set(result.requirement, result.status);
  }
  return worst;
}

/** Requirements whose verdict is this status. */
export const requirementsAt = (results: readonly Result[], status: ResultStatus) =>
  [...worstByRequirement(results).values()].filter((worst) => worst === status).length;

/** Requirements with a warning the strict profile would count as a failure (input-validation SHOULDs). */
export const strictDeviations = (results: readonly Result[]) =>
  new Set(
    results.filter((result) => result.status === 'warning' && requirement(result.requirement).escalation === 'strict').map((result) => result.requirement),
  ).size;

/**
 * The MUST requirements the run's configuration made testable and that it did not assess on judged
 * evidence (coverage.requirements.notAssessed), with why: a run with any cannot say "Conforms".
 */
export function unassessedMusts(report: Pick<RunReport, 'coverage'>): { readonly id: string; readonly reasons: string[] }[] {
  return (report.coverage?.requirements.notAssessed ?? []).filter((item) => item.level === 'MUST');
}

/** The headline counts requirements (the unit a specification reader knows); checks are the detail below it. */
function verdictOf(report: Pick<RunReport, 'results' | 'coverage'>): { kind: OverallKind; headline: string } {
  const { results } = report;
  const counts = countStatuses(results);
  const requirements = (status: ResultStatus) => plural(requirementsAt(results, status), 'requirement');
  const flaky = counts.flaky > 0 ? ` (and ${plural(counts.flaky, 'flaky failure')}, not seen again when re-checked)` : '';
  const accepted = `${requirementsAt(results, 'accepted') > 0 ? ` (and ${requirements('accepted')} accepted)` : ''}${flaky}`;
  const unassessed = unassessedMusts(report);
  const missing = unassessed.length > 0 ? `; ${plural(unassessed.length, 'MUST requirement')} not assessed` : '';
  // A failure seen is a failure, whatever could not be assessed beside it.
  if (counts.failed > 0) return { kind: 'does-not-conform', headline: `Does not conform: ${requirements('failed')} failed${accepted}${missing}` };
  // "Conforms" is earned: every MUST the configuration makes testable assessed on judged evidence.
  if (unassessed.length > 0)
    return {
      kind: 'incomplete',
      headline: `Incomplete: ${plural(unassessed.length, 'MUST requirement')} not assessed (${reasonWords(unassessed)}), ${plural(judgedPasses(results), 'requirement')} passed${accepted}`,
    };
  if (counts.accepted > 0)
    return { kind: 'accepted-deviations', headline: `Does not conform, every failure accepted: ${requirements('accepted')} accepted${flaky}` };
  if (counts.passed + counts.warning + counts.flaky === 0) return { kind: 'inconclusive', headline: 'Inconclusive: no requirement was checked' };
  if (counts.warning > 0) return { kind: 'conforms-with-warnings', headline: `Conforms, with warnings on ${requirements('warning')}${flaky}` };
  return { kind: 'conforms', headline: `Conforms${flaky}` };
}

/** Requirements that passed on a judged finding (a row that only observed passes nothing). */
export const judgedPasses = (results: readonly Result[]) =>
  requirementsAt(
    results.filter((result) => result.status !== 'passed' || result.counts.pass > 0),
    'passed',
  );

/** Why requirements were not assessed, in a few words: the causes their reasons name ("rate limited, no read"). */
export function reasonWords(items: readonly { readonly reasons: readonly string[] }[]): string {
  const causes = new Set<string>();
  for (const reason of items.flatMap((item) => item.reasons)) causes.add(CAUSES.find(([pattern]) => pattern.test(reason))?.[1] ?? 'no judged answer');
  return [...causes].sort().join(', ');
}

const CAUSES: readonly (readonly [RegExp, string])[] = [
  [/rate limited|HTTP 429/, 'rate limited'],
  [/unavailable|HTTP 503/, 'unavailable'],
  [/a gateway answered|HTTP 50[24]/, 'a gateway answered'],
  [/not answering|not run to its end/, 'not answering'],
  [/needs a read/, 'no read'],
];

/**
 * The run's verdict. Only failed rows make a server non-conforming (MUST violations, and under the
 * strict profile the input-validation SHOULDs); accepted failures (--accept) are still violations: the
 * server does not conform, but the gate passes. Warnings are reported beside a "Conforms", with what
 * the strict profile would say ("Conforms · strict: 7 deviations"). Without a failure, a run that left
 * a testable MUST unassessed is incomplete (exit 2), and one where nothing passed or failed proves
 * nothing: inconclusive. A run stopped before its end says so first.
 */
export function overallVerdict(report: Pick<RunReport, 'results' | 'run' | 'coverage'>): { kind: OverallKind; headline: string } {
  const { kind, headline } = verdictOf(report);
  const strict = report.run.profile === 'strict';
  const deviations = strict ? 0 : strictDeviations(report.results);
  const profile = strict ? ' · strict profile' : deviations > 0 ? ` · strict: ${plural(deviations, 'requirement')} would fail` : '';
  return { kind, headline: `${report.run.incomplete ? 'Incomplete run · ' : ''}${headline}${profile}` };
}

/** Results grouped by operation, operations in code-unit order ("*" first). */
export function byOperation(results: readonly Result[]): Map<string, Result[]> {
  const groups = new Map<string, Result[]>();
  for (const result of [...results].sort((a, b) => byText(a.operation, b.operation))) {
    const group = groups.get(result.operation) ?? [];
    if (group.length === 0) groups.set(result.operation, group);
    group.push(result);
  }
  return groups;
}

/** Observations recorded by the same check on the same operation as a result. */
export function observationsOf(result: Pick<Result, 'check' | 'operation'>, observations: readonly Observation[]): Observation[] {
  return observations.filter((observation) => observation.check === result.check && observation.operation === result.operation);
}
