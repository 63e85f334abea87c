import type { OperationKey } from '../specs/operations.js';
import type { RequirementId } from '../specs/requirements.js';
import type { Exchange } from './exchange.js';
import type { NotNow } from './not-now.js';
import type { UnassessedCause } from './unassessed-cause.js';

/**
 * The words for a verdict and where it goes, from a check to report.json. The in-code verdict record
 * has one name, **Finding**; the other names are different things and say how they differ.
 *
 * - `Verdict` — pass, fail, warn, observe or skip: what one finding says.
 * - `Finding` — one verdict of one check, on one operation, about one requirement, with its message and
 *   what backs it (exchange, counterexample, sequence). It is data: the CLI alone turns verdicts into
 *   exit codes. A check writes a finding without saying who and where it is: a `CheckFinding` (scenario
 *   checks) or an `ExchangeFinding` (exchange checks, about the exchange they were given); the engine
 *   attributes it (check, operation, and the check's requirement unless it names another) and settles
 *   its verdict against the requirement's level (engine/verdict.ts). Pact checks write `PactFinding`s.
 * - `Row` (engine/results/row.ts) — the accumulator, not a finding: all findings of one check × operation
 *   × requirement folded into counts, the observations, and per verdict one `KeptFinding` — the finding
 *   a row keeps, in report form (evidence redacted, a reproduction instead of the exchanges).
 * - `Result` and `Observation` (engine/report/model.ts) — a row as report.json publishes it, the public
 *   format: a result has a status (passed, failed, warning, skipped, accepted) where a finding has a
 *   verdict; the observe verdicts of a row are listed apart, one observation per message.
 *
 * (`RestoreOutcome`, `AcceptanceOutcome` and the overall verdict of a run are outcomes of the run, not
 * of a check, and keep their names.)
 */

/**
 * not-assessable: the check needs something the server does not offer (a read of the document: neither
 * GET nor PATCH {} answers it), or its evidence said "not now" (429, 503, a gateway's 502/504, no
 * answer: engine/not-now.ts); the reason says what, and it is not a verdict on the server.
 * fail: the server violates a MUST. warn: it deviates from a SHOULD or does something undocumented.
 * observe: behaviour the spec leaves "not shown", recorded. pass: the check held. skip: a precondition
 * was missing (the reason says which). flaky: a failure not seen again when re-checked on the spot
 * (suites/runtime/confirm.ts): counted apart, not failing the run (under --strict it stays a fail); only a failure shown by a read's answer can be flaky, and not one a read sent too soon after a change explains (suites/runtime/look-later.ts: an observation).
 */
export type Verdict = 'pass' | 'fail' | 'warn' | 'observe' | 'skip' | 'not-assessable' | 'flaky';

/** A finding is data: the CLI alone turns verdicts into exit codes. */
export interface Finding {
  readonly check: string;
  readonly requirement: RequirementId;
  readonly operation: OperationKey;
  readonly verdict: Verdict;
  /** "Received … / The spec states …" for fail and warn (engine/message.ts); what was seen for observe; why for skip. */
  readonly message: string;
  readonly exchange?: Exchange;
  /** Payload that triggered the finding, after shrinking when it came from a property. */
  readonly counterexample?: unknown;
  /** The requests of a stateful sequence that led to the finding, in order (the exchange is the last). */
  readonly sequence?: readonly Exchange[];
  /** Set on a not-assessable finding whose evidence said "not now" (engine/verdict.ts onJudgedEvidence). */
  readonly notNow?: NotNow;
  /** Set on a not-assessable finding for what the server lacks (a read) or what the run could not undo. */
  readonly unassessed?: Extract<UnassessedCause, 'no-read' | 'unrestorable'>;
}

/** Why a not-assessable finding was not assessed (undefined for every other verdict). */
export function unassessedCauseOf(finding: Pick<Finding, 'verdict' | 'notNow' | 'unassessed'>): UnassessedCause | undefined {
  if (finding.verdict !== 'not-assessable') return undefined;
  return finding.notNow?.reason ?? finding.unassessed;
}

/**
 * A finding as a scenario check writes it: the check and the operation are the unit's, the requirement
 * the check's own unless it names another. The sequence defaults to the one the finding is made in.
 */
export type CheckFinding = Omit<Finding, 'check' | 'requirement' | 'operation'> & {
  readonly requirement?: RequirementId;
  readonly operation?: OperationKey;
  /**
   * Whether a failure still shows in the answer to the same request sent again (the re-check on the
   * spot, suites/runtime/confirm.ts). Default: the same answer (status and fields, updatedAt aside).
   * A check whose failure is a value that moves on each request (a counter, a cycling type) says what it is.
   */
  readonly stillShows?: (again: Exchange) => boolean;
  /**
   * What backs a failure: the answer itself (default), or a change seen on the server (`effect`: a
   * refused field stored, a refused write applied, a response-only field kept), whose evidence is a
   * read of it. An effect is confirmed by reading it again, never by sending the write again, and is
   * never flaky: it was seen (suites/runtime/confirm.ts).
   */
  readonly evidence?: 'answer' | 'effect';
  /** Already re-checked on the spot (a property confirms each sample's failures as it judges them). */
  readonly confirmed?: boolean;
};

/** A finding of an exchange check: about the exchange it was given, so it carries no exchange of its own. */
export type ExchangeFinding = Omit<CheckFinding, 'exchange' | 'operation' | 'sequence'>;
