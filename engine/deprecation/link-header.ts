import LinkHeader from 'http-link-header';
import type { Parsed } from './deprecation-header.js';
import { memoByText } from '../memo-by-text.js';

/**
 * RFC 8288: the targets of each named relation of a `Link` header value (the one wrapper of
 * http-link-header). Parsing fails on malformed values (e.g. a URI without angle brackets).
 */
export function linkTargets<Rel extends string>(value: string, rels: readonly Rel[]): Parsed<Record<Rel, string[]>> {
  try {
    const links = LinkHeader.parse(value);
    return { ok: true, value: Object.fromEntries(rels.map((rel) => [rel, links.rel(rel).map((link) => link.uri)])) as Record<Rel, string[]> };
  } catch (error) {
    return { ok: false, reason: `Link "${value}" is not a valid RFC 8288 Link header (${(error as Error).message})` };
  }
}

/** RFC 9745 §4: the targets of `Link` values whose rel includes "deprecation". */
export const deprecationLinks = memoByText((value: string): Parsed<string[]> => {
  const parsed = linkTargets(value, ['deprecation']);
  return parsed.ok ? { ok: true, value: parsed.value.deprecation } : parsed;
});

/** Whether a Link header mentions rel=deprecation at all (even malformed), to decide if it must be judged. */
export function mentionsDeprecation(value: string): boolean {
  return /rel\s*=\s*"?[^",;]*\bdeprecation\b/i.test(value);
}
