import type { Exchange } from './exchange.js';

/**
 * Why an answer says "not now" rather than yes or no to the request (issue "a green run is earned"):
 * - `rate-limited`: 429 Too Many Requests, still so when the client stopped waiting;
 * - `unavailable`: 503 Service Unavailable;
 * - `gateway`: 502 Bad Gateway or 504 Gateway Timeout, an intermediary's answer, not the server's;
 * - `transport`: no answer (refused, reset, timed out, not HTTP) and not confirmed as one that a live
 *   server reliably fails on (a confirmed one is evidence for GEN.ANSWERS and judged there); a write's
 *   is never confirmed, since it is never sent again (engine/http/layers/transport-retry.ts);
 * - `not-sent`: a breaker kept the request back (the server or the operation had stopped answering).
 */
export type NotNowReason = 'rate-limited' | 'unavailable' | 'gateway' | 'transport' | 'not-sent';

export interface NotNow {
  readonly reason: NotNowReason;
  /** One line for a report: what came back instead of an answer ("429 after 3 retries"). */
  readonly detail: string;
}

const NOT_NOW_STATUS: ReadonlyMap<number, NotNowReason> = new Map([
  [429, 'rate-limited'],
  [503, 'unavailable'],
  [502, 'gateway'],
  [504, 'gateway'],
]);

/** Statuses that say "not now": the client waits and sends again within its budget. */
export const isNotNowStatus = (status: number): boolean => NOT_NOW_STATUS.has(status);

/**
 * Whether this exchange is evidence at all. An exchange that says "not now" is neither passed nor
 * failed by any check: the check's verdict for it is `not-assessable` with this reason. Every check
 * asks this before it judges an answer (engine/not-now.ts is the one definition).
 */
export function notNowOf(exchange: Pick<Exchange, 'response' | 'problem' | 'retries'>): NotNow | undefined {
  const { response, problem } = exchange;
  if (problem?.kind === 'not-sent') return { reason: 'not-sent', detail: problem.message };
  if (!response) {
    if (problem && problem.confirmed === undefined && ['refused', 'reset', 'timeout', 'other', 'aborted'].includes(problem.kind))
      return { reason: 'transport', detail: problem.notSentAgain ? `${problem.message} (${problem.notSentAgain})` : problem.message };
    return undefined;
  }
  const reason = NOT_NOW_STATUS.get(response.status);
  if (reason === undefined) return undefined;
  const stopped = exchange.retries?.stopped;
  return { reason, detail: `answered ${response.status}${stopped ? ` (${stopped})` : ''}` };
}

/** True when the exchange is a real answer a check may judge. */
export const isJudged = (exchange: Pick<Exchange, 'response' | 'problem' | 'retries'>): boolean => notNowOf(exchange) === undefined;
