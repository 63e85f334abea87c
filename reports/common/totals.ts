import { requirements } from '../../specs/requirements.js';
import type { RunReport } from '../../engine/report/model.js';
import { countStatuses, plural } from './outcome.js';
import { requirementRows, type RequirementVerdict } from './requirement-rows.js';

/**
 * The one vocabulary of totals every human-readable format uses: requirements by verdict are the
 * headline, checks (one rule applied to one operation) the detail, coverage one sentence. Any other
 * figure a format shows is a property of one requirement or one operation, never a second total.
 */

/** Requirement verdicts in the order a reader needs them; a new status is one more entry here and in VERDICT_LABEL. */
export const TALLY_ORDER: readonly RequirementVerdict[] = ['failed', 'accepted', 'flaky', 'warning', 'not-assessable', 'passed', 'observed', 'skipped'];

const TALLY_WORD: Record<RequirementVerdict, string> = {
  failed: 'failed',
  accepted: 'accepted',
  flaky: 'flaky (not seen again)',
  warning: 'with warnings',
  'not-assessable': 'not assessable',
  passed: 'passed',
  observed: 'observed',
  skipped: 'skipped',
  'not-checked': 'not checked',
};

export type RequirementTally = Record<RequirementVerdict, number>;

/** Catalogue requirements by their verdict in this run (each counted once, at its worst result). */
export function requirementTally(report: Pick<RunReport, 'results' | 'observations'>): RequirementTally {
  const tally = Object.fromEntries(Object.keys(TALLY_WORD).map((verdict) => [verdict, 0])) as RequirementTally;
  for (const row of requirementRows(report)) tally[row.verdict] += 1;
  return tally;
}

/** Tally entries with a count, in TALLY_ORDER (failed and passed always shown). */
export function tallyParts(tally: RequirementTally): { verdict: RequirementVerdict; count: number; word: string }[] {
  return TALLY_ORDER.filter((verdict) => tally[verdict] > 0 || verdict === 'failed' || verdict === 'passed').map((verdict) => ({
    verdict,
    count: tally[verdict],
    word: TALLY_WORD[verdict],
  }));
}

/** "Requirements: 2 failed · 3 with warnings · 60 passed · 4 observed" */
export function requirementsLine(report: Pick<RunReport, 'results' | 'observations'>): string {
  return `Requirements: ${tallyParts(requirementTally(report))
    .map((part) => `${part.count} ${part.word}`)
    .join(' · ')}`;
}

/** "Checks: 18 failed · 10 with warnings · 300 passed · 12 skipped; 121 observations" (one check = one rule on one operation). */
export function checksLine(report: Pick<RunReport, 'results' | 'observations'>): string {
  const counts = countStatuses(report.results);
  const parts: [number, string][] = [
    [counts.failed, 'failed'],
    ...(counts.accepted ? [[counts.accepted, 'accepted'] as [number, string]] : []),
    ...(counts.flaky ? [[counts.flaky, 'flaky'] as [number, string]] : []),
    [counts.warning, 'with warnings'],
    [counts.passed, 'passed'],
    [counts.skipped, 'skipped'],
    ...(counts['not-assessable'] ? [[counts['not-assessable'], 'not assessable'] as [number, string]] : []),
  ];
  return `Checks: ${parts.map(([count, word]) => `${count} ${word}`).join(' · ')}; ${plural(report.observations.length, 'observation')}`;
}

/** Catalogue requirements no check can judge through the API (the spec states them, the wire cannot show them). */
export const notObservable = (testable: number) => Math.max(0, requirements.length - testable);

/** "94 of 94 applicable requirements exercised (5 not applicable; 10 more are not observable through the API)" */
export function coverageLine(report: Pick<RunReport, 'coverage'>): string | undefined {
  const coverage = report.coverage?.requirements;
  if (!coverage) return undefined;
  const more = notObservable(coverage.total);
  const applicable = coverage.applicable ?? coverage.total;
  const apart = coverage.total - applicable;
  const notes = [...(apart ? [`${apart} not applicable`] : []), ...(more ? [`${more} more ${more === 1 ? 'is' : 'are'} not observable through the API`] : [])];
  return `${coverage.exercised} of ${applicable} applicable requirements exercised, ${coverage.percent}%${notes.length ? ` (${notes.join('; ')})` : ''}`;
}
