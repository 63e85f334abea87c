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
