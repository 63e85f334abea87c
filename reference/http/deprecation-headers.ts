import { activeFaults, type DeprecationHeader, type FaultSet } from '../faults/catalogue.js';
import type { DeprecationDates } from './deprecation-dates.js';

/** Documentation of the deprecation (RFC 9745 §4); the .example TLD is reserved and never resolves. */
export const DEPRECATION_LINK_TARGET = 'https://pm-conformance.example/deprecations/v1';

/**
 * Deprecation, Sunset and Link headers of every answer of a deprecated (that is, every routed)
 * operation, as the active faults' header renderings bend them (in catalogue order).
 */
export function deprecationHeaders(dates: DeprecationDates, faults: FaultSet): Readonly<Record<string, string>> {
  // The same fields on every answer of a server: rendered once per server's dates and faults (the
  // renderings read nothing else, and a server's set of faults is fixed when it starts).
  let byFaults = rendered.get(dates);
  if (!byFaults) rendered.set(dates, (byFaults = new WeakMap()));
  let headers = byFaults.get(faults);
  if (!headers) byFaults.set(faults, (headers = renderedHeaders(dates, faults)));
  return headers;
}

const rendered = new WeakMap<DeprecationDates, WeakMap<FaultSet, Readonly<Record<string, string>>>>();

function renderedHeaders(dates: DeprecationDates, faults: FaultSet): Record<string, string> {
  const headers: Record<DeprecationHeader, string | undefined> = {
    // RFC 9745 §2.1: an RFC 9651 Date, `@<epoch seconds>`.
    deprecation: `@${Math.floor(dates.deprecation.getTime() / 1000)}`,
    // RFC 8594 §3: an HTTP-date (toUTCString is IMF-fixdate), never before the deprecation (RFC 9745 §3).
    sunset: dates.sunset.toUTCString(),
    // RFC 8288: the target in angle brackets.
    link: `<${DEPRECATION_LINK_TARGET}>; rel="deprecation"`,
  };
  for (const { header, as } of activeFaults(faults).flatMap((fault) => fault.header ?? [])) {
    const shown = headers[header];
    if (shown !== undefined) headers[header] = as(shown, dates);
  }
  return Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
