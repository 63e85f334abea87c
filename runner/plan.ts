import type { ProfiledOperation } from '../specs/operation-profiles/index.js';
import { scenarioChecks } from '../suites/checks/scenario/index.js';
import { SCENARIO_GROUPS, type ScenarioCheck, type ScenarioGroup } from '../suites/runtime/check-types.js';
import { isScenarioRun } from '../suites/runtime/selection.js';

/** One check on one operation: the unit the engine runs, reports progress on, and shards by. */
export interface Unit {
  readonly check: ScenarioCheck;
  readonly operation: ProfiledOperation;
  readonly group: ScenarioGroup;
  /** "check-id METHOD /path". */
  readonly name: string;
  /** Position in the plan of the whole (unsharded) run. */
  readonly index: number;
}

/** The operations a check runs on: those of the profiles its appliesTo selects, in the spec's order. */
export function operationsOf<O extends ProfiledOperation>(check: ScenarioCheck<O>): readonly O[] {
  return check.operations;
}

/**
 * The units a run with this selection runs, group after group (each group ends with a restore), in
 * catalogue order within a group: the same list on every machine, so shards and merges agree.
 */
export function planUnits(selection: { readonly only: readonly string[]; readonly exclude: readonly string[] }): Unit[] {
  const ids = scenarioChecks.map((check) => check.id);
  const units: Omit<Unit, 'index'>[] = SCENARIO_GROUPS.flatMap((group) =>
    scenarioChecks
      .filter((check) => check.group === group && isScenarioRun(check.id, ids, selection))
      .flatMap((check) => operationsOf(check).map((operation) => ({ check, operation, group, name: `${check.id} ${operation}` }))),
  );
  return units.map((unit, index) => ({ ...unit, index }));
}
