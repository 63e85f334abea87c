import type { RetryRecord } from '../exchange.js';

/**
 * Delay asked by a Retry-After header (RFC 9110 §10.2.3): delay-seconds or an HTTP-date.
 * Returns undefined when absent or unparseable.
 */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The delay a "not now" answer asks for in its Retry-After. An HTTP-date is read against the answer's
 * own Date when it has one (both from the server's clock: a skewed clock here changes nothing; both
 * are whole seconds, so the wait is at most a second longer than asked), else against this clock.
 */
export function retryAfterOf(headers: Readonly<Record<string, string>>, now = Date.now()): number | undefined {
  const value = headers['retry-after'];
  if (value === undefined || /^\s*\d+\s*$/.test(value)) return retryAfterMs(value, now);
  const sent = headers.date === undefined ? Number.NaN : Date.parse(headers.date);
  return retryAfterMs(value, Number.isNaN(sent) ? now : sent);
}

export const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/** "retried 3 times after 429, waiting 7 s in all; still 429 after 3 retries": for messages about a 429 (or a 503, 502, 504). */
export function describeRetries(retries: RetryRecord | undefined): string {
  if (!retries) return '';
  const after = retries.status ?? 429;
  const waited =
    retries.count > 0
      ? `retried ${retries.count} time${retries.count === 1 ? '' : 's'} after ${after}, waiting ${seconds(retries.waitedMs)} in all`
      : 'not retried';
  return retries.stopped ? `${waited}; ${retries.stopped}` : waited;
}
