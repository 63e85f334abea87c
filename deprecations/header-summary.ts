import { linkTargets } from '../engine/deprecation/link-header.js';
import { parseDeprecation } from '../engine/deprecation/deprecation-header.js';
import { parseHttpDate } from '../engine/deprecation/http-date.js';
import type { Exchange } from '../engine/exchange.js';
import { deprecationHeader } from '../suites/checks/exchange/deprecation-header.js';
import { deprecationLink } from '../suites/checks/exchange/deprecation-link.js';
import { sunsetHeader } from '../suites/checks/exchange/sunset-header.js';
import type { ExchangeFinding } from '../engine/finding.js';
import type { ExchangeCheck } from '../suites/runtime/check-types.js';

/** The header checks of `run`, reused as they are: one validation of RFC 9745 / RFC 8594 / RFC 8288 in the suite. */
export const HEADER_CHECKS: readonly ExchangeCheck[] = [deprecationHeader, sunsetHeader, deprecationLink];

export interface HeaderFinding {
  readonly check: ExchangeCheck;
  readonly finding: ExchangeFinding;
}

/** What the header checks say about an exchange (only those whose header is present apply). */
export function headerCheckFindings(exchange: Exchange | undefined): HeaderFinding[] {
  if (!exchange) return [];
  return HEADER_CHECKS.filter((check) => check.appliesTo(exchange)).flatMap((check) =>
    check.run(exchange, { requireDeprecationHeaders: false }).map((finding) => ({ check, finding })),
  );
}

export interface HeaderValue {
  readonly value: string;
  readonly valid: boolean;
  /** The date it names, as an ISO string, when it parses. */
  readonly date?: string;
  /** Why it is invalid. */
  readonly problem?: string;
}

export interface SunsetValue extends HeaderValue {
  /** Whole days from now to the Sunset date; negative once it has passed. */
  readonly daysLeft?: number;
}

export interface LinkValue extends HeaderValue {
  readonly deprecation: readonly string[];
  readonly sunset: readonly string[];
  readonly successorVersion: readonly string[];
}

/** The Deprecation, Sunset and Link values of one answer and whether each is valid. */
export interface HeaderSummary {
  readonly deprecation?: HeaderValue;
  readonly sunset?: SunsetValue;
  readonly link?: LinkValue;
  /** Every header present is valid (true when none is present: absence is DEPRECATION.ADVERTISED's matter). */
  readonly valid: boolean;
}

const DAY_MS = 86_400_000;

function verdictOf(findings: readonly HeaderFinding[], check: ExchangeCheck): Pick<HeaderValue, 'valid' | 'problem'> {
  const failure = findings.find((entry) => entry.check === check && entry.finding.verdict === 'fail');
  return failure ? { valid: false, problem: failure.finding.message } : { valid: true };
}

/** Targets of the Link relations a deprecation inventory reports (RFC 8288 parsing). */
export function inventoryLinks(value: string): Pick<LinkValue, 'deprecation' | 'sunset' | 'successorVersion'> & { problem?: string } {
  const parsed = linkTargets(value, ['deprecation', 'sunset', 'successor-version']);
  if (!parsed.ok) return { deprecation: [], sunset: [], successorVersion: [], problem: parsed.reason };
  const { deprecation, sunset, 'successor-version': successorVersion } = parsed.value;
  return { deprecation, sunset, successorVersion };
}

function linkOf(value: string, findings: readonly HeaderFinding[]): LinkValue {
  const { problem: parseProblem, ...targets } = inventoryLinks(value);
  const checked = verdictOf(findings, deprecationLink);
  const problem = checked.problem ?? parseProblem;
  return { value, ...targets, valid: problem === undefined, ...(problem ? { problem } : {}) };
}

function deprecationOf(value: string, findings: readonly HeaderFinding[]): HeaderValue {
  const parsed = parseDeprecation(value);
  return { value, ...verdictOf(findings, deprecationHeader), ...(parsed.ok ? { date: parsed.value.toISOString() } : {}) };
}

function sunsetOf(value: string, findings: readonly HeaderFinding[], now: Date): SunsetValue {
  const parsed = parseHttpDate(value);
  const dated = parsed.ok ? { date: parsed.value.toISOString(), daysLeft: Math.floor((parsed.value.getTime() - now.getTime()) / DAY_MS) } : {};
  return { value, ...verdictOf(findings, sunsetHeader), ...dated };
}

/** Reads the deprecation headers of an answer; `now` fixes the days left to Sunset. */
export function summarizeHeaders(exchange: Exchange | undefined, now: Date): HeaderSummary {
  const headers = exchange?.response?.headers ?? {};
  const findings = headerCheckFindings(exchange);
  const summary = {
    ...(headers.deprecation === undefined ? {} : { deprecation: deprecationOf(headers.deprecation, findings) }),
    ...(headers.sunset === undefined ? {} : { sunset: sunsetOf(headers.sunset, findings, now) }),
    ...(headers.link === undefined ? {} : { link: linkOf(headers.link, findings) }),
  };
  return { ...summary, valid: [summary.deprecation, summary.sunset, summary.link].every((value) => value === undefined || value.valid) };
}
