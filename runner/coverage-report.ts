import { requirements, type RequirementEntry } from '../specs/requirements.js';
import { schemaRequirementRefs } from '../specs/schema-requirements.js';
import { DOCUMENTED_STATUSES, SPECIFIED_OPERATION_KEYS } from '../specs/operations.js';
import { allChecks } from '../suites/checks/index.js';
import type { Coverage, OperationCoverage, RequirementCoverage, Result } from '../engine/report/model.js';
import { documentedPaths, type CoverageFold, type OperationFold } from '../engine/results/coverage.js';
import { roundTripCoverage } from './round-trip-coverage.js';
import type { UnassessedCause } from '../engine/unassessed-cause.js';
import { OPERATION_SERVED } from './operation-served.js';

/** The checks that judge schema annotations (`x-requirement`): see `npm run requirements`. */
const SCHEMA_JUDGES = ['response-schema', 'invalid-payloads-rejected'];

/** Which checks judge each requirement: its own checks, the schema judges for annotated ones, and the run's own judgement of OPERATION.SERVED. */
export function judgesByRequirement(): Map<string, Set<string>> {
  const judges = new Map<string, Set<string>>();
  const add = (id: string, check: string) => judges.set(id, (judges.get(id) ?? new Set()).add(check));
  for (const check of allChecks) for (const id of [check.requirement, ...(check.alsoJudges ?? [])]) add(id, check.id);
  for (const ref of schemaRequirementRefs()) for (const check of SCHEMA_JUDGES) add(ref.id, check);
  add('OPERATION.SERVED', OPERATION_SERVED);
  return judges;
}

export const ran = (result: Result) => result.counts.pass + result.counts.fail + result.counts.warn + result.counts.observe > 0;

/**
 * Whether a row is evidence about `entry`: it passed, failed or warned on judged answers (answers that
 * said "not now" never count: engine/verdict.ts); an observation is evidence about what the spec leaves
 * open or only recommends, never about a MUST.
 */
const assesses = (result: Result, entry: RequirementEntry) =>
  result.counts.pass + result.counts.fail + result.counts.warn + (result.counts.flaky ?? 0) > 0 || (entry.level !== 'MUST' && result.counts.observe > 0);

/** What a run was asked to do, for telling "not run" and "not configured" from "not assessed". */
export interface RunScope {
  /** The checks this run planned (its selection, its shard); undefined: read from the rows (a merge of shards). */
  readonly planned?: ReadonlySet<string>;
  /** Checks that need inputs the configuration does not give, with those inputs ("--member-token (PMC_MEMBER_TOKEN)"). */
  readonly unconfigured?: ReadonlyMap<string, readonly string[]>;
}

/** The requirements a run can observe: a property of each requirement (the catalogue's), never of the run. */
export const observableRequirements = (): RequirementEntry[] => requirements.filter((entry: RequirementEntry) => entry.notObservable === undefined);

/**
 * The standing of every observable requirement in a run (issues 33 and 35). Exercised: a row of it, or
 * of a check that judges it, is judged evidence. Otherwise, in this order: not run (none of its checks
 * was planned), not configured (each planned check needs an input not given), not applicable (it has a
 * condition, which never arose: none of its checks met it even on an answer that said "not now"), or
 * not assessed, with the reasons its rows give. Coverage is exercised over the observable requirements
 * less the ones not applicable: a fixed denominator, which a conforming server fills.
 */
export function requirementCoverage(results: readonly Result[], judges: ReadonlyMap<string, ReadonlySet<string>>, scope: RunScope = {}): RequirementCoverage {
  const observable = observableRequirements();
  const exercised: string[] = [];
  const notRun: string[] = [];
  const notConfigured: { id: string; needs: string[] }[] = [];
  const notApplicable: { id: string; condition: string }[] = [];
  const notAssessed: { id: string; level: RequirementEntry['level']; reasons: string[]; causes: UnassessedCause[] }[] = [];
  for (const entry of observable) {
    const judging = judges.get(entry.id) ?? new Set<string>();
    const rows = results.filter((result) => result.requirement === entry.id || judging.has(result.check));
    if (rows.some((result) => assesses(result, entry))) {
      exercised.push(entry.id);
      continue;
    }
    const planned = [...judging].filter((check) => (scope.planned ? scope.planned.has(check) : rows.some((result) => result.check === check)));
    if (planned.length === 0 && rows.length === 0) {
      notRun.push(entry.id);
      continue;
    }
    const needs = planned.map((check) => scope.unconfigured?.get(check));
    if (planned.length > 0 && needs.every((need) => need !== undefined)) {
      notConfigured.push({ id: entry.id, needs: [...new Set(needs.flat() as string[])].sort() });
      continue;
    }
    const reasons = [
      ...new Set(rows.filter((result) => (result.counts['not-assessable'] ?? 0) + result.counts.skip > 0).map((result) => result.message)),
    ].sort();
    if (entry.condition !== undefined && reasons.length === 0) {
      notApplicable.push({ id: entry.id, condition: entry.condition });
      continue;
    }
    const causes = [...new Set(rows.flatMap((result) => result.unassessed ?? []))].sort();
    notAssessed.push({ id: entry.id, level: entry.level, reasons: reasons.length ? reasons : ['its checks ran but found nothing to judge'], causes });
  }
  const applicable = observable.length - notApplicable.length;
  const percent = applicable === 0 ? 0 : Math.round((exercised.length / applicable) * 1000) / 10;
  return {
    total: observable.length,
    applicable,
    exercised: exercised.length,
    percent,
    skipped: notAssessed.map(({ id, reasons }) => ({ id, reasons })),
    notRun,
    notAssessed,
    notConfigured,
    notApplicable,
    notObservable: requirements.length - observable.length,
  };
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
export function coverageOf(results: readonly Result[], fold: CoverageFold, scope: RunScope = {}): Coverage {
  const operations = [...new Set<string>([...SPECIFIED_OPERATION_KEYS, ...Object.keys(fold)])].sort();
  return {
    requirements: requirementCoverage(results, judgesByRequirement(), scope),
    operations: operations.map((operation) => operationCoverage(operation, fold[operation])),
  };
}
