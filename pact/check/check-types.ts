import type { Verdict } from '../../engine/finding.js';
import type { OperationKey, SpecifiedOperation } from '../../specs/operations.js';
import type { RequirementId } from '../../specs/requirements.js';
import type { CheckedInteraction } from './checked-interaction.js';

/** One interaction, with the operation of the spec it addresses (if any). */
export interface InteractionContext {
  readonly interaction: CheckedInteraction;
  readonly operation?: OperationKey;
  /** Set when the operation is one of the four whose shapes the spec shows. */
  readonly specified?: SpecifiedOperation;
}

/** What a check says about an interaction: a contradiction (fail), a reliance on the unspecified (warn), or a pass. */
export interface PactFinding {
  readonly verdict: Extract<Verdict, 'pass' | 'fail' | 'warn'>;
  readonly requirement: RequirementId;
  readonly message: string;
}

/** A pure check over one interaction, in the shape of the suite's exchange checks. */
export interface PactCheck {
  readonly id: string;
  readonly title: string;
  readonly run: (context: InteractionContext) => PactFinding[];
}
