import { requirement } from '../../specs/requirements.js';
import type { GateOutcome, Observation, RequirementCoverage, Result, ResultStatus, RunReport } from '../../engine/report/model.js';
import { NO_JUDGED_ANSWER, UNASSESSED_CAUSE_WORDS, type UnassessedCause } from '../../engine/unassessed-cause.js';
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
export function unassessedMusts(report: Pick<RunReport, 'coverage'>): NonNullable<RequirementCoverage['notAssessed']> {
  return (report.coverage?.requirements.notAssessed ?? []).filter((item) => item.level === 'MUST');
}

/**
 * The kinds of verdict a report can carry. Each maps to one exit status (exitCodeOf) and one look in
 * every format (icons, tones, explanations are exhaustive records over this type): a new kind is one
 * more member here, and the compiler names every place that must say how it looks.
 */
export type OverallKind =
  | 'conforms'
  | 'conforms-with-warnings'
  | 'accepted-deviations'
  | 'does-not-conform'
  | 'incomplete'
  | 'gate-failed'
  | 'part-without-failure'
  | 'inconclusive'
  | 'interrupted';

/** The exit status of each kind (0 conforms or passes its gates, 1 a failure or a failed gate, 2 a MUST not assessed, 130 interrupted). */
export function exitCodeOfKind(kind: OverallKind): number {
  switch (kind) {
    case 'conforms':
    case 'conforms-with-warnings':
    case 'accepted-deviations':
    case 'part-without-failure':
    case 'inconclusive':
      return 0;
    case 'does-not-conform':
    case 'gate-failed':
      return 1;
    case 'incomplete':
      return 2;
    case 'interrupted':
      return 130;
  }
}

export interface Verdict {
  readonly kind: OverallKind;
  /** The one line every format and the console's last line show. */
  readonly headline: string;
  /** The gates that failed, each named with its figure (also in the headline). */
  readonly failedGates: readonly GateOutcome[];
  /** The exit status the command ends with: an incomplete run is 2 whatever it found (the evidence is partial). */
  readonly exitCode: number;
}

type Report = Pick<RunReport, 'results' | 'run'> & Partial<Pick<RunReport, 'gates' | 'coverage'>>;

/** What the results (and what they left unassessed) say, in the words of a certification run. */
function resultsVerdict(report: Pick<Report, 'results' | 'coverage'>): { kind: OverallKind; headline: string } {
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

/** Why requirements were not assessed, in a few words: the causes their rows carry ("no read, rate limited"). */
export function reasonWords(items: readonly { readonly causes?: readonly UnassessedCause[] }[]): string {
  const words = new Set<string>();
  for (const { causes } of items) {
    if (!causes?.length) words.add(NO_JUDGED_ANSWER);
    for (const cause of causes ?? []) words.add(UNASSESSED_CAUSE_WORDS[cause]);
  }
  return [...words].sort().join(', ');
}

/**
 * The commands that are not a certification run judge what they probed or read, not the server's
 * conformance: their headline says so in their own words, never "Conforms".
 */
const COMMAND_TITLE: Record<RunReport['run']['kind'], string | undefined> = {
  run: undefined,
  deprecations: 'Deprecation probe',
  baseline: 'Baseline comparison',
  traffic: 'Recorded traffic judged',
  diff: 'Two servers compared',
  'pact-check': 'Pact file checked',
};

function commandWords(kind: OverallKind, results: readonly Result[]): string {
  const requirements = (status: ResultStatus) => plural(requirementsAt(results, status), 'requirement');
  switch (kind) {
    case 'does-not-conform':
      return `${requirements('failed')} failed`;
    case 'accepted-deviations':
      return `every failure accepted (${requirements('accepted')})`;
    case 'conforms-with-warnings':
      return `no failure, warnings on ${requirements('warning')}`;
    case 'inconclusive':
      return 'nothing was judged';
    case 'incomplete':
      return 'not every requirement was assessed';
    case 'conforms':
    case 'gate-failed':
    case 'part-without-failure':
    case 'interrupted':
      return 'no failure';
  }
}

/** "shard 2/3: no failure in this part": a shard never reads as a whole run. */
function shardWords(shard: string, kind: OverallKind, headline: string, results: readonly Result[]): { kind: OverallKind; headline: string } {
  const warnings = requirementsAt(results, 'warning');
  switch (kind) {
    case 'conforms':
    case 'conforms-with-warnings':
      return {
        kind: 'part-without-failure',
        headline: `Shard ${shard}: no failure in this part${warnings > 0 ? `, warnings on ${plural(warnings, 'requirement')}` : ''} (merge the shards for the verdict)`,
      };
    case 'does-not-conform':
    case 'accepted-deviations':
    case 'incomplete':
    case 'inconclusive':
    case 'gate-failed':
    case 'part-without-failure':
    case 'interrupted':
      return { kind, headline: `Shard ${shard}: ${headline} in this part` };
  }
}

/**
 * The report's one verdict: the console's last line, summary.md, the HTML, JUnit, CTRF and report.json
 * all show this headline, and the command exits with its status. Only failed rows make a server
 * non-conforming (MUST violations, and under the strict profile the input-validation SHOULDs);
 * accepted failures (--accept) are still violations, only not gating. A failed gate fails the run and
 * is named with its figure. A shard says it is a part; an interrupted or incomplete run says so first.
 */
export function reportVerdict(report: Report): Verdict {
  const { run, results } = report;
  const failedGates = (report.gates ?? []).filter((gate) => !gate.passed);
  let { kind, headline } = resultsVerdict(report);
  const title = COMMAND_TITLE[run.kind];
  if (title !== undefined) headline = `${title}: ${commandWords(kind, results)}`;
  else {
    const strict = run.profile === 'strict';
    const deviations = strict ? 0 : strictDeviations(results);
    headline += strict ? ' · strict profile' : deviations > 0 ? ` · strict: ${plural(deviations, 'requirement')} would fail` : '';
  }
  if (run.shard) ({ kind, headline } = shardWords(run.shard, kind, headline, results));
  if (failedGates.length > 0) {
    const named = failedGates.map((gate) => `${gate.gate}: ${gate.figure}`);
    if (exitCodeOfKind(kind) === 0) {
      // The gate is the verdict: it comes first, and what the results say follows without a "Conforms" to misread.
      kind = 'gate-failed';
      headline = `Gate failed: ${named.join('; ')} · ${headline.replace(/^Conforms/, 'no requirement failed')}`;
    } else headline += named.map((text) => ` · gate failed: ${text}`).join('');
  }
  if (run.interrupted) {
    // A part of a run cannot conform: what it found is said, never "Conforms".
    const found = exitCodeOfKind(kind) === 0 ? 'no failure in what ran' : headline;
    kind = 'interrupted';
    headline = `Interrupted (${run.interrupted}), partial report: ${found}`;
  } else if (run.incomplete) headline = `Incomplete run · ${headline}`;
  const exitCode = run.interrupted ? exitCodeOfKind('interrupted') : run.incomplete ? 2 : exitCodeOfKind(kind);
  return { kind, headline, failedGates, exitCode };
}

/** The verdict's kind and headline (the name every format has used). */
export const overallVerdict = (report: Report): { kind: OverallKind; headline: string } => reportVerdict(report);

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
