/** The second last written, and its text up to the seconds ("2026-11-28T17:20:05"). */
let second = Number.NaN;
let upToSeconds = '';

/**
 * `new Date(ms).toISOString()` for a time in whole milliseconds (Date.now()): the text up to the
 * seconds is written once per second, the milliseconds appended. Every exchange is stamped so, and
 * most of a run's fall in the same few seconds.
 */
export function isoTime(ms: number): string {
  const whole = Math.floor(ms / 1000);
  if (!Number.isInteger(ms) || Math.abs(whole) > 250_000_000_000) return new Date(ms).toISOString();
  if (whole !== second) {
    const text = new Date(whole * 1000).toISOString();
    // Years beyond 0–9999 are written with a sign and six digits: not cut here.
    if (text.length !== 24) return new Date(ms).toISOString();
    second = whole;
    upToSeconds = text.slice(0, 19);
  }
  const milli = ms - whole * 1000;
  return `${upToSeconds}.${milli < 10 ? '00' : milli < 100 ? '0' : ''}${milli}Z`;
}
