import type { Level, RequirementId } from '../../specs/requirements.js';
import type { AcceptEntry } from '../../specs/accept-file-schema.js';
import type { RoundTripOutcome } from '../results/round-trip.js';
import type { Evidence } from '../results/evidence.js';
import type { OperationLatency, TrafficFigures } from '../results/traffic.js';
import type { LatencyChange } from '../results/latency-change.js';
import type { ReadPathUsed } from '../fixture-state/read-path.js';
import type { UnassessedCause } from '../unassessed-cause.js';

/**
 * Status of one result row in report.json (the contract of the run, keep it stable). `not-assessable`:
 * the check needed a read of a document the server does not offer (the message says why); not a failure. `accepted` is a
 * failure an unexpired entry of the --accept file matches: shown with its reason, not counted in the exit status.
 * `flaky` is a failure not seen again when re-checked on the spot (both observations in the message):
 * counted apart, not in the exit status (under --strict such a failure stays `failed`).
 */
export type ResultStatus = 'passed' | 'failed' | 'warning' | 'skipped' | 'accepted' | 'not-assessable' | 'flaky';
export type { ReadPathUsed };
// The row and traffic shapes are the results' own: the report shows them as the results hold them.
export type { Evidence, LatencyChange, OperationLatency, TrafficFigures };

/** Why a failure is accepted: the entry of the --accept file that matched it. */
export interface Acceptance {
  readonly reason: string;
  /** YYYY-MM-DD: the entry accepts until the end of that day (UTC). */
  readonly expires: string;
  /** Position of the entry in the file (0-based) and its line. */
  readonly entry: number;
  readonly line?: number;
}

/** Against the --compare-with report: `new` (not failing or warning there), `still` (same status there). */
export type Change = 'new' | 'still';

/** One row: a check on one operation. */
export interface Result {
  readonly check: string;
  readonly requirement: RequirementId;
  readonly level: Level;
  /** "PATCH /projects/{projectId}", or "*" for checks that are not tied to one operation. */
  readonly operation: string;
  readonly status: ResultStatus;
  readonly message: string;
  /** `Reproduce with:` — a curl command using $PMC_TOKEN, with the shrunk payload. */
  readonly reproduction?: string;
  readonly evidence?: Evidence;
  readonly counterexample?: unknown;
  /** How many findings of each verdict the check produced for this operation. */
  readonly counts: {
    readonly pass: number;
    readonly fail: number;
    readonly warn: number;
    readonly observe: number;
    readonly skip: number;
    /** Findings that needed what the server does not offer (absent in reports of earlier versions). */
    readonly 'not-assessable'?: number;
    /** Failures not seen again when re-checked (absent in reports written before it existed). */
    readonly flaky?: number;
  };
  /** Why its not-assessable findings were not assessed, sorted (absent when it has none, and in reports of earlier versions). */
  readonly unassessed?: UnassessedCause[];
  /**
   * Wall time in ms of the unit (this check on this operation) that produced the result, from its start
   * to the end of its restore; absent for checks judged on the exchanges of other units (exchange
   * checks, OPERATION.SERVED) and in reports not of a run.
   */
  readonly durationMs?: number;
  /** Present when status is `accepted`. */
  readonly acceptance?: Acceptance;
  /** Present on failed, accepted and warning rows when the run was compared with a previous report. */
  readonly change?: Change;
}

/** Behaviour the spec leaves "not shown", as the server showed it. */
export interface Observation {
  readonly check: string;
  readonly requirement: RequirementId;
  readonly operation: string;
  readonly message: string;
}

export interface RestoreOutcome {
  readonly restored: string[];
  /** What could not be put back: the user must clean it up. */
  readonly leftovers: string[];
}

/**
 * The dependent round trips of a run (each sent once the one it waits on was answered): a server
 * `latency` ms away adds at least roundTrips × latency to the run, however many requests fly at once.
 */
export interface CriticalPath {
  readonly roundTrips: number;
  /** Every request the run sent (snapshot, checks, restores). */
  readonly requests: number;
  /** --concurrency: requests in flight at once; requests × latency / concurrency is the least latency can cost. */
  readonly concurrency: number;
}

/** Everything a reporter needs; report.json is this object. */
export interface RunReport {
  readonly tool: {
    readonly name: string;
    readonly version: string;
    readonly specSha256: string;
    readonly catalogueVersion: string;
    readonly suiteSha256: string;
  };
  readonly run: {
    readonly kind: 'run' | 'deprecations' | 'pact-check' | 'baseline' | 'traffic' | 'diff';
    readonly baseUrl: string;
    readonly embedded: boolean;
    readonly seed: number;
    readonly numRuns: number;
    readonly startedAt: string;
    readonly finishedAt: string;
    readonly shard?: string;
    /** The command line that reproduces this run (tokens as $PMC_* variables). */
    readonly command: string;
    /** Which SHOULDs counted as failures (engine/verdict.ts); absent on reports of earlier versions: default. */
    readonly profile?: 'default' | 'strict';
    readonly requireDeprecationHeaders?: boolean;
    /** Why the run did not finish as planned; the report holds what was collected until then. */
    readonly incomplete?: string;
    /** --product / --product-version: what the server under test is, as the team names it (printed on page 1). */
    readonly product?: { readonly name?: string; readonly version?: string };
    /** The user stopped the run (Ctrl-C, SIGTERM): the report holds what was collected until then. */
    readonly interrupted?: string;
    /** How each fixture document was read: GET, PATCH {}, or none (with why); runs of the suite only. */
    readonly reads?: readonly ReadPathUsed[];
    /** What latency costs this run; runs of the suite only (runner/run-session.ts). */
    readonly criticalPath?: CriticalPath;
    /** `run --certify`: the certification profile (no filter, every connection key, full sample count). */
    readonly certify?: boolean;
  };
  /** `failed` counts failures not accepted (the exit status); `accepted` those an --accept entry covers. */
  readonly summary: {
    readonly passed: number;
    readonly failed: number;
    readonly warnings: number;
    readonly skipped: number;
    readonly observations: number;
    readonly accepted?: number;
    /** Rows whose check needed a read the server does not offer (status not-assessable). */
    readonly notAssessable?: number;
    /** Rows whose failures were not seen again when re-checked (absent in reports written before it existed). */
    readonly flaky?: number;
  };
  readonly results: Result[];
  readonly observations: Observation[];
  readonly traffic: TrafficFigures;
  readonly restore?: RestoreOutcome;
  /** The gates the run was judged by (--min-coverage, --accept, --expect-unused, the removal gate): each with its figure. */
  readonly gates?: GateOutcome[];
  /** What the --accept file did: every entry with its state (only with --accept). */
  readonly acceptance?: AcceptanceOutcome;
  /** How much of the spec the run exercised (runs of the suite). */
  readonly coverage?: Coverage;
  /** Against a previous report (only with --compare-with). */
  readonly comparison?: Comparison;
  /** The certification verdict (runs with --certify only): runner/certification.ts. */
  readonly certification?: Certification;
  /** Latency per operation against a previous report (--compare-with) or the base server (diff): `against` names it. */
  readonly latencyChange?: { readonly against: string; readonly operations: LatencyChange[] };
}

/**
 * `run --certify`: certified only when every testable requirement was assessed on judged evidence
 * (engine/report/assessed.ts), nothing failed, nothing was flaky, and the run was whole; else the reasons.
 */
export interface Certification {
  readonly verdict: 'certified' | 'not-certified';
  /** Why it is not certified, one line each (empty when certified). */
  readonly reasons: readonly string[];
}

/**
 * One gate of the run and what it said: a failed gate fails the run (exit 1) whatever the results
 * say, and every format names it with its figure.
 */
export interface GateOutcome {
  /** The option that set it, as typed: "--min-coverage 95", "--expect-unused", "--accept accept.yaml". */
  readonly gate: string;
  readonly passed: boolean;
  /** The figure it judged, in words: "requirement coverage 89.4% (84 of 94) is below 95%". */
  readonly figure: string;
}

/** One entry of the --accept file and what it did in this run. */
export interface AcceptEntryOutcome extends AcceptEntry {
  readonly entry: number;
  readonly line?: number;
  /**
   * active: accepts what it matches; expired: past its date, accepts nothing; stale: unexpired, its
   * check ran and it matched nothing; not-run: its check did not run here (--only, another shard).
   */
  readonly state: 'active' | 'expired' | 'stale' | 'not-run';
  /** Failures it matched (for an expired entry: the failures it no longer accepts), whatever the other entries match. */
  readonly matched: number;
  /** Active, and it matched every failure of its check while leaving requirement, operation or message open: a warning. */
  readonly broad?: boolean;
}

export interface AcceptanceOutcome {
  readonly file: string;
  /** The instant expiry was judged at: the run's start. */
  readonly judgedAt: string;
  readonly entries: AcceptEntryOutcome[];
}

/** Fields of a request body as the run sent them, per operation (folded: sets and counts, never lists of exchanges). */
export interface OperationCoverage {
  readonly operation: string;
  readonly exchanges: number;
  /** Statuses received, by status (or transport problem), with counts. */
  readonly statuses: Record<string, number>;
  /** Of the statuses the spec documents for every operation (200, 400, 500), those seen. */
  readonly documentedStatusesSeen: number[];
  readonly documentedStatusesMissing: number[];
  /**
   * Request fields sent with a valid value / an invalid value, by path: "budget", "departments[]",
   * "entries[].hours[].value" (array items as "[]"). A field holding an invalid place is itself sent invalid.
   */
  readonly fieldsSentValid: string[];
  readonly fieldsSentInvalid: string[];
  /** Request fields the spec documents (at every depth, by path) that were never sent. */
  readonly fieldsNeverSent: string[];
  /** "path=value" of enum fields sent valid and answered 200 ("customProperties[].canView=admin"). */
  readonly enumValuesAccepted: string[];
  /** Bounds of the schema exercised, by path: "budget = minimum 0", "budget below minimum 0". */
  readonly boundaries: string[];
  /**
   * What the round-trip phase (check stored-as-sent) did with each value class of each field, by path:
   * stored (accepted and read back equal), normalised, lost, refused, server error, or not tried.
   * Absent when the phase did not run on this operation.
   */
  readonly roundTrip?: RoundTripField[];
}

/** The value classes of one request field and what became of each in the round-trip phase. */
export interface RoundTripField {
  readonly field: string;
  readonly classes: { readonly class: string; readonly outcome: RoundTripOutcome }[];
}

export interface RequirementCoverage {
  /** Requirements a run can observe: the catalogue's (entries without notObservable), whatever the run did. */
  readonly total: number;
  /** Of those, the ones that applied to this run: total less those not applicable. The denominator of percent (absent in reports of earlier versions: total). */
  readonly applicable?: number;
  /** Requirements assessed on judged evidence (a pass, a failure or a warning; answers that said "not now" never count). */
  readonly exercised: number;
  /** exercised / applicable, in %, one decimal. */
  readonly percent: number;
  /** Requirements not assessed, with why (kept for readers of earlier versions: notAssessed says more). */
  readonly skipped: { readonly id: string; readonly reasons: string[] }[];
  /** Requirements no check of this run reached (not selected with --only/--exclude, or in another shard). */
  readonly notRun: string[];
  /** Requirements whose checks ran without judged evidence, with why (rate limited, not answering, no read). A MUST among them makes the run Incomplete. */
  readonly notAssessed?: {
    readonly id: string;
    readonly level: Level;
    readonly reasons: string[];
    /** The causes its rows carry, sorted; none: nothing was judged, for no cause of these (absent in reports of earlier versions). */
    readonly causes?: UnassessedCause[];
  }[];
  /** Requirements whose every check needs an input the configuration does not give (a token, a fixture). */
  readonly notConfigured?: { readonly id: string; readonly needs: string[] }[];
  /** Conditional requirements whose condition never arose (no 405 answered: Allow could not be checked). */
  readonly notApplicable?: { readonly id: string; readonly condition: string }[];
  /** Catalogue entries no run can observe (outside total). */
  readonly notObservable?: number;
}

export interface Coverage {
  readonly requirements: RequirementCoverage;
  readonly operations: OperationCoverage[];
}

/** A failure or warning of the previous report that this run no longer shows. */
export interface FixedResult {
  readonly check: string;
  readonly requirement: string;
  readonly operation: string;
  readonly status: ResultStatus;
  readonly message: string;
}

export interface Comparison {
  /** The previous report.json, and when that run started. */
  readonly previous: string;
  readonly previousStartedAt: string;
  /** The server of the previous report, when it is another server than this run's (compared all the same, and said). */
  readonly previousServer?: string;
  readonly new: number;
  readonly still: number;
  readonly fixed: FixedResult[];
}
