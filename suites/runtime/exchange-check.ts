import type { Exchange } from '../../engine/exchange.js';
import type { Verdict } from '../../engine/finding.js';
import type { RequirementId } from '../../specs/requirements.js';

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

/** Who reports: the id and default requirement of a check. */
export interface CheckIdentity {
  readonly id: string;
  readonly requirement: RequirementId;
}
