import type { OperationKey } from '../specs/operations.js';
import type { RequirementId } from '../specs/requirements.js';
import type { Exchange } from './exchange.js';

/**
 * fail: the server violates a MUST. warn: it deviates from a SHOULD or does something undocumented.
 * observe: behaviour the spec leaves "not shown", recorded. pass: the check held. skip: a precondition
 * was missing (the reason says which).
 */
export type Verdict = 'pass' | 'fail' | 'warn' | 'observe' | 'skip';

/** A finding is data: the CLI alone turns verdicts into exit codes. */
export interface Finding {
  readonly check: string;
  readonly requirement: RequirementId;
  readonly operation: OperationKey;
  readonly verdict: Verdict;
  /** "Received … / The spec states …" for fail and warn; what was seen for observe; why for skip. */
  readonly message: string;
  readonly exchange?: Exchange;
  /** Payload that triggered the finding, after shrinking when it came from a property. */
  readonly counterexample?: unknown;
  /** The requests of a stateful sequence that led to the finding, in order (the exchange is the last). */
  readonly sequence?: readonly Exchange[];
}
