import { requirements } from '../specs/requirements.js';
import { schemaRequirementRefs } from '../specs/schema-requirements.js';
import { DOCUMENTED_STATUSES, SPECIFIED_OPERATION_KEYS } from '../specs/operations.js';
import { allChecks } from '../suites/checks/index.js';
import type { Coverage, OperationCoverage, RequirementCoverage, Result } from '../engine/report/model.js';
import { documentedPaths, type CoverageFold, type OperationFold } from '../engine/results/coverage.js';
import { roundTripCoverage } from './round-trip-coverage.js';

/** The checks that judge schema annotations (`x-requirement`): see `npm run requirements`. */
const SCHEMA_JUDGES = ['response-schema', 'invalid-payloads-rejected'];

/** Which checks judge each requirement: its own checks, and the schema judges for annotated ones. */
export function judgesByRequirement(): Map<string, Set<string>> {
  const judges = new Map<string, Set<string>>();
  const add = (id: string, check: string) => judges.set(id, (judges.get(id) ?? new Set()).add(check));
  for (const check of allChecks) for (const id of [check.requirement, ...('alsoJudges' in check ? (check.alsoJudges ?? []) : [])]) add(id, check.id);
  for (const ref of schemaRequirementRefs()) for (const check of SCHEMA_JUDGES) add(ref.id, check);
  return judges;
}

export const ran = (result: Result) => result.counts.pass + result.counts.fail + result.counts.warn + result.counts.observe > 0;

/**
 * exercised / total, over the requirements some check judges: a requirement counts once a row of it
 * ran, or one of the checks that judge it ran (not only skipped) on some operation.
 */
export function requirementCoverage(results: readonly Result[], judges: ReadonlyMap<string, ReadonlySet<string>>): RequirementCoverage {
  // A requirement a check reported on (a row of its own, e.g. an observation under AUTH.ROLES) is testable too.
  const reported = new Set(results.map((result) => result.requirement as string));
  const judged = requirements.map((entry) => entry.id as string).filter((id) => judges.has(id) || reported.has(id));
  const checksRan = new Set(results.filter(ran).map((result) => result.check));
  const exercised = judged.filter(
    (id) => results.some((result) => result.requirement === id && ran(result)) || [...(judges.get(id) ?? [])].some((check) => checksRan.has(check)),
  );
  const skipped = judged
    .filter((id) => !exercised.includes(id))
    .flatMap((id) => {
      const judging = judges.get(id) ?? new Set<string>();
      const reasons = [...new Set(results.filter((result) => result.requirement === id || judging.has(result.check)).map((result) => result.message))].sort();
      return reasons.length ? [{ id, reasons }] : [];
    });
  const notRun = judged.filter((id) => !exercised.includes(id) && !skipped.some((item) => item.id === id));
  const percent = judged.length === 0 ? 0 : Math.round((exercised.length / judged.length) * 1000) / 10;
  return { total: judged.length, exercised: exercised.length, percent, skipped, notRun };
}

const keys = (counts: Record<string, number>) => Object.keys(counts).sort();

function operationCoverage(operation: string, fold: OperationFold | undefined): OperationCoverage {
  const statuses = fold?.statuses ?? {};
  const sent = new Set([...keys(fold?.valid ?? {}), ...keys(fold?.invalid ?? {})]);
  return {
    operation,
    exchanges: fold?.exchanges ?? 0,
    statuses: Object.fromEntries(keys(statuses).map((status) => [status, statuses[status] ?? 0])),
    documentedStatusesSeen: DOCUMENTED_STATUSES.filter((status) => String(status) in statuses),
    documentedStatusesMissing: DOCUMENTED_STATUSES.filter((status) => !(String(status) in statuses)),
    fieldsSentValid: keys(fold?.valid ?? {}),
    fieldsSentInvalid: keys(fold?.invalid ?? {}),
    fieldsNeverSent: documentedPaths(operation)
      .filter((field) => !sent.has(field))
      .sort(),
    enumValuesAccepted: keys(fold?.enums ?? {}),
    boundaries: keys(fold?.bounds ?? {}),
    ...(fold?.roundTrip ? { roundTrip: roundTripCoverage(operation, fold.roundTrip) } : {}),
  };
}

/** The coverage block of report.json: requirements from the results, operations from the folded exchanges. */
export function coverageOf(results: readonly Result[], fold: CoverageFold): Coverage {
  const operations = [...new Set<string>([...SPECIFIED_OPERATION_KEYS, ...Object.keys(fold)])].sort();
  return {
    requirements: requirementCoverage(results, judgesByRequirement()),
    operations: operations.map((operation) => operationCoverage(operation, fold[operation])),
  };
}
