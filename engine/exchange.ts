import type { OperationKey } from '../specs/operations.js';

/** One request the suite sent, as recorded (the token is already redacted in `headers`). */
export interface RecordedRequest {
  readonly method: string;
  /** Full URL as sent. */
  readonly url: string;
  /** The spec operation this request exercises ("PATCH /projects/{projectId}"). */
  readonly operation: OperationKey;
  readonly headers: Readonly<Record<string, string>>;
  /** Raw body as sent, if any. */
  readonly body?: string;
}

/** What came back. `json` is set when the body parsed as JSON; `bodyText` is capped (see truncated). */
export interface RecordedResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly bodyText: string;
  readonly json?: unknown;
  readonly parseError?: string;
  readonly truncated?: boolean;
}

/** A transport-level problem instead of (or in the middle of) a response. */
export interface TransportProblem {
  /** `not-sent`: the circuit breaker was open (the server had stopped answering), so the request never left. */
  readonly kind: 'refused' | 'reset' | 'timeout' | 'redirect' | 'body-too-large' | 'aborted' | 'other' | 'not-sent';
  readonly message: string;
  /**
   * Set on a transport failure seen twice, the same request sent again, while the server answered a
   * liveness probe in between: a request that reliably breaks a live server, a defect of the server.
   */
  readonly confirmed?: string;
  /**
   * Why the request was not sent again to confirm the failure: a write, which the server may have
   * applied before the connection failed (sent again, it could be applied twice). Never with `confirmed`.
   */
  readonly notSentAgain?: string;
}

/** "Not now" answers (429, 503, 502, 504) the client waited out before the answer recorded (Retry-After honoured), and why it stopped. */
export interface RetryRecord {
  /** The status waited out when it was not 429 (503, 502 or 504). */
  readonly status?: number;
  readonly count: number;
  readonly waitedMs: number;
  /** Set when the recorded answer is still "not now": why it was not retried again. */
  readonly stopped?: string;
  /** The Retry-After of the last 429 waited out, as sent (judged by the retry-after check). */
  readonly retryAfter?: string;
}

/** Request + response (or transport problem), the unit every exchange check reads. */
export interface Exchange {
  readonly request: RecordedRequest;
  readonly response?: RecordedResponse;
  readonly problem?: TransportProblem;
  readonly startedAt: string;
  readonly durationMs: number;
  /** Why the suite sent it, e.g. "valid payload", "invalid: budget below minimum". */
  readonly purpose: string;
  /** Present when the server answered "not now" (429, 503, 502, 504) along the way. */
  readonly retries?: RetryRecord;
  /**
   * The transport failure of a first attempt, when the request was sent again to confirm it (this
   * exchange is the second attempt). A write's first attempt may have been applied all the same.
   */
  readonly firstAttempt?: TransportProblem;
}
