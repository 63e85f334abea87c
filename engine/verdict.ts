import { requirement, type RequirementEntry, type RequirementId } from '../specs/requirements.js';
import type { Finding, Verdict } from './finding.js';
import type { Exchange } from './exchange.js';
import { notNowOf, type NotNow } from './not-now.js';
import { UNASSESSED_CAUSE_WORDS } from './unassessed-cause.js';

/** Which SHOULDs a run turns into failures (README "What conforms means"). */
export interface Profile {
  /** --strict: the input-validation SHOULDs (escalation 'strict') fail. */
  readonly strict: boolean;
  /** --require-deprecation-headers: the RFC 9745/8594 SHOULDs fail. */
  readonly requireDeprecationHeaders: boolean;
}

export const DEFAULT_PROFILE: Profile = { strict: false, requireDeprecationHeaders: false };

export const profileName = (profile: Profile): 'strict' | 'default' => (profile.strict ? 'strict' : 'default');

/** True when the profile makes this entry's deviations failures. */
export function escalated(entry: Pick<RequirementEntry, 'escalation'>, profile: Profile): boolean {
  return (entry.escalation === 'strict' && profile.strict) || (entry.escalation === 'require-deprecation-headers' && profile.requireDeprecationHeaders);
}

/** What a deviation from this requirement is: MUST fails, SHOULD warns (fails when escalated), UNSPECIFIED is observed. */
export function deviationVerdict(id: RequirementId, profile: Profile): 'fail' | 'warn' | 'observe' {
  const entry = requirement(id);
  if (entry.level === 'MUST') return 'fail';
  if (entry.level === 'SHOULD') return escalated(entry, profile) ? 'fail' : 'warn';
  return 'observe';
}

/**
 * The one place where a check's verdict meets the catalogue: a check says that it saw a deviation
 * ('fail' or 'warn'), the level of the requirement it names says what that deviation weighs. A check
 * can therefore never fail a server on a SHOULD outside its profile, nor warn on a "not shown".
 * A 'warn' under a MUST stays a warning (the check judged it a lesser deviation); the catalogue test
 * flags such rows.
 */
export function settle(verdict: Verdict, id: RequirementId, profile: Profile): Verdict {
  if (verdict !== 'fail' && verdict !== 'warn') return verdict;
  const weight = deviationVerdict(id, profile);
  return verdict === 'warn' && weight === 'fail' && requirement(id).level === 'MUST' ? 'warn' : weight;
}

/** Verdicts that say something about the server: none may rest on an answer that says "not now". */
const JUDGING: ReadonlySet<Verdict> = new Set<Verdict>(['pass', 'fail', 'warn', 'flaky', 'observe']);

/** What an answer that says "not now" does show: its status, and the limit it is (observed, never judged). */
const ABOUT_THE_ANSWER: ReadonlySet<RequirementId> = new Set<RequirementId>(['LIMITS.RATE', 'ERROR.OTHER_STATUSES']);

/** The first exchange of the evidence that says "not now", with its reason. */
export function notNowIn(evidence: readonly (Exchange | undefined)[]): { readonly exchange: Exchange; readonly notNow: NotNow } | undefined {
  for (const exchange of evidence) {
    const notNow = exchange ? notNowOf(exchange) : undefined;
    if (exchange && notNow) return { exchange, notNow };
  }
  return undefined;
}

/**
 * The evidence rule (issue 33), applied wherever a finding is made or recorded: a finding that
 * passes, fails or warns on evidence (its exchange, or a request of the sequence that led to it)
 * holding an answer that says "not now" (429, 503, 502/504, no answer) is not assessed, with the
 * reason; so is an observation, but of the answer's own status and limit (ERROR.OTHER_STATUSES,
 * LIMITS.RATE), which is what such an answer shows. Skips are kept.
 */
export function onJudgedEvidence<F extends Pick<Finding, 'verdict' | 'message'> & { readonly notNow?: NotNow; readonly requirement?: RequirementId }>(
  finding: F,
  evidence: readonly (Exchange | undefined)[],
  requirementOf: RequirementId | undefined = finding.requirement,
): F {
  if (!JUDGING.has(finding.verdict) || finding.notNow) return finding;
  if (finding.verdict === 'observe' && requirementOf !== undefined && ABOUT_THE_ANSWER.has(requirementOf)) return finding;
  const found = notNowIn(evidence);
  if (!found) return finding;
  const { exchange, notNow } = found;
  return {
    ...finding,
    verdict: 'not-assessable',
    message: `${UNASSESSED_CAUSE_WORDS[notNow.reason]}: ${exchange.request.method} for "${exchange.purpose}" ${notNow.detail}`,
    notNow,
  };
}
