import type { FaultSet } from '../faults/catalogue.js';

/** The dates every routed answer advertises. */
export interface DeprecationDates {
  readonly deprecation: Date;
  readonly sunset: Date;
}

export const DEFAULT_DEPRECATION_DATES: DeprecationDates = {
  deprecation: new Date('2025-01-01T00:00:00Z'),
  sunset: new Date('2027-12-31T23:59:59Z'),
};

/** Documentation of the deprecation (RFC 9745 §4); the .example TLD is reserved and never resolves. */
export const DEPRECATION_LINK_TARGET = 'https://pm-conformance.example/deprecations/v1';

/** RFC 9745 §2.1: an RFC 9651 Date, `@<epoch seconds>`. */
function deprecationValue(date: Date, faults: FaultSet): string {
  if (faults.has('deprecation-header-boolean')) return 'true';
  if (faults.has('deprecation-header-http-date')) return date.toUTCString();
  return `@${Math.floor(date.getTime() / 1000)}`;
}

/** RFC 8594 §3: an HTTP-date (toUTCString is IMF-fixdate), never before the deprecation (RFC 9745 §3). */
function sunsetValue({ deprecation, sunset }: DeprecationDates, faults: FaultSet): string {
  if (faults.has('sunset-malformed')) return sunset.toISOString().slice(0, 10);
  if (faults.has('sunset-before-deprecation')) {
    const yearBefore = new Date(deprecation);
    yearBefore.setUTCFullYear(yearBefore.getUTCFullYear() - 1);
    return yearBefore.toUTCString();
  }
  return sunset.toUTCString();
}

/** RFC 8288: the target in angle brackets. */
function linkValue(faults: FaultSet): string {
  const target = faults.has('deprecation-link-malformed') ? DEPRECATION_LINK_TARGET : `<${DEPRECATION_LINK_TARGET}>`;
  return `${target}; rel="deprecation"`;
}

/** Deprecation, Sunset and Link headers of every answer of a deprecated (that is, every routed) operation. */
export function deprecationHeaders(dates: DeprecationDates, faults: FaultSet): Record<string, string> {
  return { deprecation: deprecationValue(dates.deprecation, faults), sunset: sunsetValue(dates, faults), link: linkValue(faults) };
}
