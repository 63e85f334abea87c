import type { ConnectionConfig } from '../../engine/connection.js';
import type { AppliesTo } from '../../specs/operation-profiles/index.js';
import type { OperationKey, SpecifiedOperationKey } from '../../specs/operations.js';
import type { RequirementId } from '../../specs/requirements.js';
import type { FixtureIdKey } from '../../specs/operation-profiles/index.js';
import type { ScenarioContext } from './scenario-context.js';
import type { ExchangeCheck } from './exchange-check.js';

export type { ExchangeCheck, ExchangeCheckContext } from './exchange-check.js';

/** Groups of scenario checks, in the order they run. */
export const SCENARIO_GROUPS = ['validation', 'projects', 'timesheets', 'people', 'auth'] as const;
export type ScenarioGroup = (typeof SCENARIO_GROUPS)[number];

/** A stateful check: sends its own requests, in order, and reports outcomes. */
export interface ScenarioCheck {
  readonly kind: 'scenario';
  readonly id: string;
  readonly requirement: RequirementId;
  /** Other requirements the check's findings name (coverage counts the check as judging them too). */
  readonly alsoJudges?: readonly RequirementId[];
  readonly title: string;
  readonly group: ScenarioGroup;
  /**
   * The kinds of operation the check judges (and what their profiles must say, if it needs more): the
   * engine runs it on each specified operation that matches (runner/plan.ts), never a list of its own.
   */
  readonly appliesTo: AppliesTo;
  /** Optional connection inputs the check cannot run without (skipped with the reason otherwise). */
  readonly needs?: readonly (keyof ConnectionConfig)[];
  /**
   * Connection inputs of which the check needs at least one (a member's or a manager's token): without
   * any, it is skipped as not configured, like a check without what `needs` names.
   */
  readonly needsOneOf?: readonly (keyof ConnectionConfig)[];
  /**
   * The fixtures the check changes on this operation, when they are not the operation's own
   * (undefined: the operation's; runner/lanes.ts): units that share none run side by side.
   */
  readonly fixtures?: (operation: SpecifiedOperationKey, config: ConnectionConfig) => readonly FixtureIdKey[] | undefined;
  /** It sends samples side by side (a property's batch): it can use every free slot (runner/lanes.ts starts it accordingly). */
  readonly wide?: true;
  readonly run: (ctx: ScenarioContext, operation: SpecifiedOperationKey) => Promise<void>;
}

export type Check = ExchangeCheck | ScenarioCheck;

export type { OperationKey };
