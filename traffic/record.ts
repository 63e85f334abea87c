import type { Exchange } from '../engine/exchange.js';

/** The formats `pm-conformance traffic` reads, detected per file. */
export type TrafficFormat = 'har' | 'json-lines' | 'access-log';

/**
 * One request seen in recorded traffic: what every format gives (method, path, status), what some
 * give (time, user agent, a token hash) and, from a HAR, the whole exchange for the exchange checks.
 */
export interface TrafficRecord {
  readonly method: string;
  /** The request target as recorded: a path (query allowed) or an absolute URL. */
  readonly target: string;
  /** undefined: no answer was recorded. */
  readonly status?: number;
  /** Milliseconds since the epoch; undefined when the format carries no time. */
  readonly time?: number;
  readonly userAgent?: string;
  /** A short hash of the bearer token (HAR only): tells clients apart without keeping the token. */
  readonly tokenHash?: string;
  /** Set when the operation is known from the recorder itself (our HAR's `_operation`). */
  readonly operation?: string;
  readonly exchange?: Exchange;
}

/** What a format reader yields per line or entry: a record, or why the line was not one. */
export type ParsedLine = TrafficRecord | { readonly malformed: string };

export const isMalformed = (parsed: ParsedLine): parsed is { readonly malformed: string } => 'malformed' in parsed;
