import LinkHeader from 'http-link-header';
import type { Parsed } from './deprecation-header.js';

/**
 * RFC 9745 §4 / RFC 8288: the targets of `Link` values whose rel includes "deprecation".
 * Parsing fails on malformed values (e.g. a URI without angle brackets).
 */
export function deprecationLinks(value: string): Parsed<string[]> {
  try {
    const links = LinkHeader.parse(value);
    return { ok: true, value: links.rel('deprecation').map((link) => link.uri) };
  } catch (error) {
    return { ok: false, reason: `Link "${value}" is not a valid RFC 8288 Link header (${(error as Error).message})` };
  }
}

/** Whether a Link header mentions rel=deprecation at all (even malformed), to decide if it must be judged. */
export function mentionsDeprecation(value: string): boolean {
  return /rel\s*=\s*"?[^",;]*\bdeprecation\b/i.test(value);
}
