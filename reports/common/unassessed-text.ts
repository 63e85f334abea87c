import type { RunReport } from '../../engine/report/model.js';
import { plural, reasonWords, unassessedMusts } from './outcome.js';

/** One line per requirement left out of the verdict, by why: the same words in every format. */
export interface StandingLines {
  /** Requirements not assessed on judged evidence, MUSTs first: a MUST among them makes the run Incomplete. */
  readonly notAssessed: string[];
  /** Requirements whose checks need a token or fixture not given (not counted against the run). */
  readonly notConfigured: string[];
  /** Conditional requirements whose condition never arose (not counted against the run). */
  readonly notApplicable: string[];
}

/** The requirements left unassessed, not configured and not applicable, each with its reason. */
export function standingLines(report: Pick<RunReport, 'coverage'>): StandingLines {
  const coverage = report.coverage?.requirements;
  const notAssessed = [...(coverage?.notAssessed ?? [])].sort((a, b) => Number(b.level === 'MUST') - Number(a.level === 'MUST'));
  return {
    notAssessed: notAssessed.map(
      (item) => `${item.id} (${item.level}): ${item.reasons.slice(0, 2).join('; ')}${item.reasons.length > 2 ? ` (and ${item.reasons.length - 2} more)` : ''}`,
    ),
    notConfigured: (coverage?.notConfigured ?? []).map((item) => `${item.id}: needs ${item.needs.join(', ')}`),
    notApplicable: (coverage?.notApplicable ?? []).map((item) => `${item.id}: only when ${item.condition}`),
  };
}

/** The headings of the three lists, as every format shows them. */
export const STANDING_TITLES: Readonly<Record<keyof StandingLines, string>> = {
  notAssessed: 'Not assessed',
  notConfigured: 'Not configured',
  notApplicable: 'Not applicable',
};

/** The one line an incomplete run ends with on stderr: how many MUSTs were not assessed, why, and where they are listed. */
export function incompleteLine(report: Pick<RunReport, 'coverage'>, reportDir: string): string {
  const unassessed = unassessedMusts(report);
  return `the run is incomplete: ${plural(unassessed.length, 'MUST requirement')} not assessed on real answers (${reasonWords(unassessed)}); the reports in ${reportDir} list them`;
}
