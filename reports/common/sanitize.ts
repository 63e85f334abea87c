import { replaceSecret } from '../../engine/http/redact.js';
import type { RunReport } from '../../engine/report/model.js';

/** What every writer puts where a credential was. */
export const REDACTED = '[REDACTED]';

/** The engine writes tokens as shell variables ($PMC_TOKEN, $PMC_MEMBER_TOKEN…): those are safe to show. */
const PLACEHOLDER = /^\$PMC_[A-Z_]+$/;
const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization']);
/** "Authorization: <scheme> <credentials>" inside free text such as a curl command. */
const INLINE_AUTHORIZATION = /((?:proxy-)?authorization:[ \t]*)(?:([A-Za-z][\w-]*)[ \t]+)?([^\s'"\\]+)/gi;

export const isCredentialHeader = (name: string) => CREDENTIAL_HEADERS.has(name.toLowerCase());

/** "Bearer abc" → "Bearer [REDACTED]"; the scheme is kept because it is not secret and helps reading. */
export function maskCredentials(value: string): string {
  const scheme = /^\s*([A-Za-z][\w-]*)\s+\S/.exec(value)?.[1];
  return scheme ? `${scheme} ${REDACTED}` : REDACTED;
}

/** Masks an Authorization value unless it is a $PMC_* placeholder ("Bearer $PMC_TOKEN"). */
export function maskAuthorization(value: string): string {
  const credentials = value.trim().split(/\s+/).pop() ?? '';
  return PLACEHOLDER.test(credentials) ? value : maskCredentials(value);
}

/** Masks Authorization headers written inline (curl -H 'Authorization: Bearer …'), placeholders kept. */
export function maskInlineAuthorization(text: string): string {
  return text.replace(INLINE_AUTHORIZATION, (match, prefix: string, scheme: string | undefined, credentials: string) =>
    PLACEHOLDER.test(credentials) || credentials === REDACTED ? match : `${prefix}${scheme ? `${scheme} ` : ''}${REDACTED}`,
  );
}

/** Replaces every occurrence of each known secret, as the engine counts occurrences (empty strings ignored). */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) out = replaceSecret(out, secret, REDACTED);
  return out;
}

/**
 * Applies `scrubText` to every string of a JSON-like value (keys included) and masks the values of
 * credential headers found as object keys (Evidence headers are Record<string, string>).
 */
export function scrubDeep<T>(value: T, scrubText: (text: string) => string, key?: string): T {
  if (typeof value === 'string') return scrubText(key !== undefined && isCredentialHeader(key) ? maskAuthorization(value) : value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubDeep(item, scrubText)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [scrubText(name), scrubDeep(item, scrubText, name)])) as T;
  }
  return value;
}

/**
 * The report as every writer sees it. Tokens are redacted by the engine already; this is the second
 * line of defence for a header or a command the engine missed, and for the secrets the caller names.
 */
export function sanitizeReport(report: RunReport, secrets: readonly string[] = []): RunReport {
  return sanitizeDeep(report, secrets);
}

/** Any JSON-like value a writer puts on disk (a report, a shard's units), scrubbed as a report is. */
export function sanitizeDeep<T>(value: T, secrets: readonly string[] = []): T {
  return scrubDeep(value, (text) => redactSecrets(maskInlineAuthorization(text), secrets));
}
