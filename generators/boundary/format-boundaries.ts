import { formatDateTime } from '../arbitraries/date-time.js';

export interface BoundaryValue {
  readonly what: string;
  readonly value: unknown;
  /** At a size or magnitude a server may set its own limit below ("request size limits: not shown"). */
  readonly limit?: true;
}

const LEAP_DAY = Date.UTC(2024, 1, 29, 12, 34, 56, 789);
const OFFSETS = [
  ['Z', 'Z'],
  [330, '+05:30'],
  [-480, '-08:00'],
] as const;

/**
 * Date-times at the edges of what "ISO 8601 … standard ISO string conversion" may mean in RFC 3339
 * terms: Z and offsets (+05:30, -08:00), with and without fraction, on a leap day; and the first and
 * last instants of the generators' year range.
 */
const DATE_TIMES: readonly BoundaryValue[] = [
  ...OFFSETS.flatMap(([offset, name]) =>
    [false, true].map((withFraction) => ({
      what: `date-time ${name} ${withFraction ? 'with' : 'without'} fraction`,
      value: formatDateTime(LEAP_DAY, offset, withFraction),
    })),
  ),
  { what: 'earliest date-time (1970-01-01T00:00:00Z)', value: formatDateTime(0, 'Z', false) },
  { what: 'latest date-time (2100-12-31T23:59:59.999Z)', value: formatDateTime(Date.UTC(2100, 11, 31, 23, 59, 59, 999), 'Z', true) },
];

/** Unusual but valid addresses, on reserved example domains (RFC 2606) so no real person is invited. */
const EMAILS: readonly BoundaryValue[] = [
  { what: 'e-mail with plus sub-address', value: 'first.last+tag@example.com' },
  { what: 'e-mail on a sub-domain', value: 'a@mail.example.org' },
];

const DATES: readonly BoundaryValue[] = [
  { what: 'leap day', value: '2024-02-29' },
  { what: 'earliest date', value: '1970-01-01' },
];

/** Boundary strings for a `format`; none for formats without a list. */
export function formatBoundaries(format: string): readonly BoundaryValue[] {
  return { 'date-time': DATE_TIMES, email: EMAILS, date: DATES }[format] ?? [];
}
