import { parseHttpDate } from '../../../engine/deprecation/http-date.js';
import type { Exchange } from '../../../engine/exchange.js';
import type { ExchangeCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';

/** The Retry-After the server sent with a 429 or 503: on the answer recorded, or on the last one the client waited out. */
function retryAfterOf(exchange: Exchange): { readonly value: string; readonly status: number } | undefined {
  const { response, retries } = exchange;
  const sent = response?.headers['retry-after'];
  if (response && (response.status === 429 || response.status === 503) && sent !== undefined) return { value: sent, status: response.status };
  return retries?.retryAfter === undefined ? undefined : { value: retries.retryAfter, status: retries.status ?? 429 };
}

const DELAY_SECONDS = /^\d+$/;

/** HTTP.RETRY_AFTER — a Retry-After the server sent with a 429 or 503 is delay-seconds or an HTTP-date (RFC 9110 §10.2.3). */
export const retryAfter: ExchangeCheck = {
  kind: 'exchange',
  id: 'retry-after',
  requirement: 'HTTP.RETRY_AFTER',
  title: 'Retry-After on a 429 or 503 is a delay or an HTTP-date',
  appliesTo: (exchange) => retryAfterOf(exchange) !== undefined,
  run: (exchange) => {
    const { value, status } = retryAfterOf(exchange) ?? { value: '', status: 0 };
    const trimmed = value.trim();
    if (DELAY_SECONDS.test(trimmed) || parseHttpDate(trimmed).ok) return [{ verdict: 'pass', message: `Retry-After: ${value} on a ${status}` }];
    return [
      {
        verdict: 'warn',
        message: violates(
          { id: 'HTTP.RETRY_AFTER', source: 'RFC 9110 §10.2.3' },
          `${status} with Retry-After: ${JSON.stringify(value)}, neither delay-seconds nor an HTTP-date`,
        ),
      },
    ];
  },
};
