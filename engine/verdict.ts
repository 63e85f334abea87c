import { requirement, type RequirementEntry, type RequirementId } from '../specs/requirements.js';
import type { Verdict } from './finding.js';

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
