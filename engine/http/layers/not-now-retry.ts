import type { Exchange, RetryRecord } from '../../exchange.js';
import { isNotNowStatus, notNowOf } from '../../not-now.js';
import { again, sideEffectFree, type ApiRequest } from '../api-request.js';
import { retryAfterOf, seconds } from '../retry-after.js';
import { sleep, type Layer } from './layer.js';

/** How long the client waits on "not now" answers: per request, per single wait, and in all. */
export interface RetryLimits {
  readonly maxRetries: number;
  readonly maxWaitMs: number;
  readonly budgetMs: number;
}

/**
 * The time this client has lost to "not now" answers (429, 503, 502, 504) it waited out: only those
 * waits, never the pacing (pacing keeps the 429s away; it is not time lost to them). The run gives
 * each group of checks a budget of its own.
 */
export class RetryBudget {
  private waited = 0;
  constructor(readonly limits: RetryLimits) {}

  get waitedMs(): number {
    return this.waited;
  }

  get spent(): boolean {
    return this.waited >= this.limits.budgetMs;
  }

  spend(ms: number): void {
    this.waited += ms;
  }

  reset(): void {
    this.waited = 0;
  }

  /** Why an answer is not waited out again, or undefined when it may be. */
  whyNot(status: number, count: number, wait: number, asked: boolean): string | undefined {
    const { maxRetries, maxWaitMs, budgetMs } = this.limits;
    if (count >= maxRetries) return `still ${status} after ${maxRetries} retries`;
    if (wait > maxWaitMs)
      return `${asked ? 'Retry-After asks' : 'the back-off would be'} ${seconds(wait)}, longer than the ${seconds(maxWaitMs)} the suite waits for one request`;
    if (this.waited + wait > budgetMs) return `the ${seconds(budgetMs)} the suite may wait on 429s in all (per group of checks) is spent`;
    return undefined;
  }
}

/** Why a gateway's answer to a write is not waited out (kept on the exchange's retries, said in the report). */
export const GATEWAY_WRITE_NOT_SENT_AGAIN = 'a write is not sent again after a gateway answered: the server behind it may have applied it';

/**
 * Whether a "not now" answer to this request may be waited out by sending it again. A 429 or 503 says
 * the server did not process the request (RFC 6585 §4, RFC 9110 §15.6.4): any request may go again. A
 * gateway's 502 or 504 says nothing of the server behind it, which may have applied a write before its
 * answer was lost: only a request that changes nothing goes again (docs/pacing-and-breakers.md).
 */
function mayResend(request: ApiRequest, exchange: Exchange): boolean {
  return notNowOf(exchange)?.reason !== 'gateway' || sideEffectFree(request);
}

/**
 * A 429, 503, 502 or 504 is never the server's answer to the request (engine/not-now.ts): the request
 * is sent again after the delay its Retry-After asks (seconds or an HTTP-date; 1, 2, 4 s without one),
 * never sooner, within the budget; a write after a gateway's answer is not (mayResend). A delay beyond
 * what the suite waits is not shortened: the answer is recorded with why it was not waited out, and
 * `notNowOf` marks it not assessed.
 */
export function notNowRetry(budget: RetryBudget): Layer {
  return (next) => async (request) => {
    let exchange: Exchange = await next(request);
    let retries: RetryRecord | undefined;
    while (exchange.response && isNotNowStatus(exchange.response.status)) {
      const { status, headers } = exchange.response;
      const count = retries?.count ?? 0;
      const asked = retryAfterOf(headers);
      const wait = asked ?? 1_000 * 2 ** count;
      const stopped = mayResend(request, exchange) ? budget.whyNot(status, count, wait, asked !== undefined) : GATEWAY_WRITE_NOT_SENT_AGAIN;
      if (stopped) {
        retries = { count, waitedMs: retries?.waitedMs ?? 0, stopped, ...statusOf(status) };
        break;
      }
      budget.spend(wait);
      await sleep(wait);
      const retryAfter = headers['retry-after'];
      retries = { count: count + 1, waitedMs: (retries?.waitedMs ?? 0) + wait, ...statusOf(status), ...(retryAfter === undefined ? {} : { retryAfter }) };
      exchange = await next(again(request));
    }
    return retries ? { ...exchange, retries } : exchange;
  };
}

/** The status waited out, when it is not 429 (a RetryRecord without one is about 429s, as before 503s were waited out). */
const statusOf = (status: number): Pick<RetryRecord, 'status'> => (status === 429 ? {} : { status });
