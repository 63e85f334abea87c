import type { ConnectionConfig } from '../../engine/connection.js';
import { operationsWhere, type AppliesTo, type OperationOf, type ProfiledOperation } from '../../specs/operation-profiles/index.js';
import type { OperationKey } from '../../specs/operations.js';
import type { RequirementId } from '../../specs/requirements.js';
import type { FixtureIdKey } from '../../specs/operation-profiles/index.js';
import type { ScenarioContext } from './scenario-context.js';
import type { ExchangeCheck } from './exchange-check.js';

export type { ExchangeCheck, ExchangeCheckContext } from './exchange-check.js';

/** Groups of scenario checks, in the order they run. */
export const SCENARIO_GROUPS = ['validation', 'projects', 'timesheets', 'people', 'auth'] as const;
export type ScenarioGroup = (typeof SCENARIO_GROUPS)[number];

/** What a scenario check is, whatever operations it runs on. */
interface ScenarioCheckFields {
  readonly id: string;
  readonly requirement: RequirementId;
  /** Other requirements the check's findings name (coverage counts the check as judging them too). */
  readonly alsoJudges?: readonly RequirementId[];
  readonly title: string;
  readonly group: ScenarioGroup;
  /** Optional connection inputs the check cannot run without (skipped with the reason otherwise). */
  readonly needs?: readonly (keyof ConnectionConfig)[];
  /**
   * Connection inputs of which the check needs at least one (a member's or a manager's token): without
   * any, it is skipped as not configured, like a check without what `needs` names.
   */
  readonly needsOneOf?: readonly (keyof ConnectionConfig)[];
  /** It sends samples side by side (a property's batch): it can use every free slot (runner/lanes.ts starts it accordingly). */
  readonly wide?: true;
}

/**
 * A scenario check as written: what it applies to, and a run (and fixtures) that receive the type of
 * exactly those operations (OperationOf), so that no check casts its operation.
 */
export interface ScenarioCheckDefinition<A extends AppliesTo> extends ScenarioCheckFields {
  /**
   * The kinds of operation the check judges (and what their profiles must say, if it needs more): the
   * engine runs it on each operation that matches (runner/plan.ts), never a list of its own.
   */
  readonly appliesTo: A;
  /**
   * The fixtures the check changes on this operation, when they are not the operation's own
   * (undefined: the operation's; runner/lanes.ts): units that share none run side by side.
   */
  readonly fixtures?: (operation: OperationOf<A>, config: ConnectionConfig) => readonly FixtureIdKey[] | undefined;
  readonly run: (ctx: ScenarioContext, operation: OperationOf<A>) => Promise<void>;
}

/**
 * A stateful check, as the engine runs it: sends its own requests, in order, and reports outcomes.
 * `O` is the type of the operations it runs on (the registry holds them all as ProfiledOperation).
 */
export interface ScenarioCheck<O extends ProfiledOperation = ProfiledOperation> extends ScenarioCheckFields {
  readonly kind: 'scenario';
  readonly appliesTo: AppliesTo;
  /** The operations appliesTo selects, in the spec's order (then the reads): the units of the plan. */
  readonly operations: readonly O[];
  readonly fixtures?: (operation: ProfiledOperation, config: ConnectionConfig) => readonly FixtureIdKey[] | undefined;
  readonly run: (ctx: ScenarioContext, operation: ProfiledOperation) => Promise<void>;
}

/**
 * A check from its definition: the engine's run and fixtures take any operation and hand the
 * definition only those its appliesTo selects (the plan never gives it others: a bug if it does).
 */
export function defineScenarioCheck<const A extends AppliesTo>(definition: ScenarioCheckDefinition<A>): ScenarioCheck<OperationOf<A>> {
  const { appliesTo, fixtures, run, ...fields } = definition;
  const operations = operationsWhere(appliesTo);
  const own = (operation: ProfiledOperation): OperationOf<A> => {
    const mine = operations.find((candidate: OperationKey) => candidate === operation);
    if (mine === undefined) throw new Error(`${definition.id} does not apply to ${operation}`);
    return mine;
  };
  return {
    ...fields,
    kind: 'scenario',
    appliesTo,
    operations,
    ...(fixtures ? { fixtures: (operation, config) => fixtures(own(operation), config) } : {}),
    run: async (ctx, operation) => run(ctx, own(operation)),
  };
}

export type Check = ExchangeCheck | ScenarioCheck;

export type { OperationKey };
