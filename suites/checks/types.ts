import type { ConnectionConfig } from '../../engine/connection.js';
import type { Exchange } from '../../engine/exchange.js';
import type { Verdict } from '../../engine/finding.js';
import type { OperationKey, SpecifiedOperationKey } from '../../specs/operations.js';
import type { RequirementId } from '../../specs/requirements.js';
import type { ScenarioContext } from '../runtime/scenario-context.js';

/** What a check says about one exchange or one step of a scenario. */
export interface Outcome {
  readonly verdict: Verdict;
  /** Defaults to the check's requirement. */
  readonly requirement?: RequirementId;
  readonly message: string;
  readonly counterexample?: unknown;
}

export interface ExchangeCheckContext {
  /** --require-deprecation-headers: a missing Deprecation header fails instead of warning. */
  readonly requireDeprecationHeaders: boolean;
}

/** A pure check over a single exchange; applied to every exchange the suite makes. */
export interface ExchangeCheck {
  readonly kind: 'exchange';
  readonly id: string;
  readonly requirement: RequirementId;
  readonly title: string;
  readonly appliesTo: (exchange: Exchange) => boolean;
  readonly run: (exchange: Exchange, ctx: ExchangeCheckContext) => Outcome[];
}

/** Groups of scenario checks; each group is one vitest file, the unit vitest shards by. */
export type ScenarioGroup = 'validation' | 'projects' | 'timesheets' | 'people' | 'auth';

/** A stateful check: sends its own requests, in order, and reports outcomes. */
export interface ScenarioCheck {
  readonly kind: 'scenario';
  readonly id: string;
  readonly requirement: RequirementId;
  readonly title: string;
  readonly group: ScenarioGroup;
  readonly operations: readonly SpecifiedOperationKey[];
  /** Optional connection inputs the check cannot run without (skipped with the reason otherwise). */
  readonly needs?: readonly (keyof ConnectionConfig)[];
  readonly run: (ctx: ScenarioContext, operation: SpecifiedOperationKey) => Promise<void>;
}

export type Check = ExchangeCheck | ScenarioCheck;

export type { OperationKey };
