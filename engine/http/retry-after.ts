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

export const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/** "retried 3 times after 429, waiting 7 s in all; still 429 after 3 retries": for messages about a 429. */
export function describeRetries(retries: RetryRecord | undefined): string {
  if (!retries) return '';
  const waited =
    retries.count > 0 ? `retried ${retries.count} time${retries.count === 1 ? '' : 's'} after 429, waiting ${seconds(retries.waitedMs)} in all` : 'not retried';
  return retries.stopped ? `${waited}; ${retries.stopped}` : waited;
}
