import fc from 'fast-check';

/** Valid date-times stay within these years (in their own offset), as the brief for the suite asks. */
export const DATE_TIME_YEARS = { min: 1970, max: 2100 } as const;

// One day of margin on each side: a ±14:00 offset never moves the local year out of range.
const FIRST = Date.UTC(DATE_TIME_YEARS.min, 0, 2);
const LAST = Date.UTC(DATE_TIME_YEARS.max, 11, 30, 23, 59, 59, 999);

/** "+05:30" / "-08:00" for an offset in minutes; "Z" is written by the caller for UTC. */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * The RFC 3339 text of an instant in a given offset ('Z' or minutes east of UTC), with or without
 * the millisecond fraction. The instant is preserved: only its rendering changes.
 */
export function formatDateTime(epochMs: number, offset: 'Z' | number, withFraction: boolean): string {
  const minutes = offset === 'Z' ? 0 : offset;
  const local = new Date(epochMs + minutes * 60_000).toISOString(); // YYYY-MM-DDTHH:mm:ss.sssZ
  const clock = withFraction ? local.slice(0, 23) : local.slice(0, 19);
  return `${clock}${offset === 'Z' ? 'Z' : offsetText(offset)}`;
}

/**
 * RFC 3339 date-times (the schema's `date-time` format) in 1970–2100, with "Z" or an offset in
 * quarter hours from -12:00 to +14:00 (the range real time zones use), with or without fraction.
 * Shrinks towards 1970-01-02T00:00:00Z.
 */
export function dateTime(): fc.Arbitrary<string> {
  const quarterHours = fc.integer({ min: -48, max: 56 }).map((quarters) => quarters * 15);
  const offset = fc.oneof({ withCrossShrink: true }, fc.constant('Z' as const), quarterHours);
  return fc
    .tuple(fc.integer({ min: FIRST, max: LAST }), offset, fc.boolean())
    .map(([epochMs, zone, withFraction]) => formatDateTime(epochMs, zone, withFraction));
}
