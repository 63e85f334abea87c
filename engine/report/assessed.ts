import type { Result, ResultStatus } from './model.js';

/**
 * The one definition of "assessed on judged evidence" that certification is written against (issue
 * "Certification a vendor can prove"): a row is evidence for or against its requirement when its check
 * judged real answers, whatever it concluded. A skipped row (a precondition missing) and a
 * not-assessable one (a read the server does not offer, or only "not now" answers: engine/not-now.ts)
 * are not. When the Incomplete verdict of issue 33 lands with its statuses (not configured, not
 * applicable), this switch is where they are placed: the compiler names every status it must place.
 */
export function isAssessedStatus(status: ResultStatus): boolean {
  switch (status) {
    case 'passed':
    case 'failed':
    case 'warning':
    case 'accepted':
    case 'flaky':
      return true;
    case 'skipped':
    case 'not-assessable':
      return false;
  }
}

/** A row that holds judged evidence: an assessing status, and at least one finding that judged an answer. */
export const isAssessed = (result: Pick<Result, 'status' | 'counts'>): boolean =>
  isAssessedStatus(result.status) && result.counts.pass + result.counts.fail + result.counts.warn + (result.counts.flaky ?? 0) > 0;

/**
 * Of the testable requirements (each with the checks that judge it), those not assessed on judged
 * evidence: no assessed row of the requirement itself, nor of a check that judges it (a schema
 * annotation's requirement is judged by the schema checks, whose passes are rows of their own).
 * "Every testable requirement assessed" is this list being empty. In the order given.
 */
export function unassessedRequirements(
  results: readonly Pick<Result, 'check' | 'requirement' | 'status' | 'counts'>[],
  testable: ReadonlyMap<string, ReadonlySet<string>>,
): string[] {
  const assessed = results.filter(isAssessed);
  const requirements = new Set(assessed.map((result) => result.requirement as string));
  const checks = new Set(assessed.map((result) => result.check));
  return [...testable].filter(([id, judges]) => !requirements.has(id) && ![...judges].some((check) => checks.has(check))).map(([id]) => id);
}
