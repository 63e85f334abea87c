import { createHash } from 'node:crypto';
import type { Exchange, RecordedResponse, RetryRecord, TransportProblem } from '../engine/exchange.js';
import { isCredentialHeader, maskCredentials, redactSecrets } from '../reports/common/sanitize.js';
import { DEPRECATED_OPERATIONS, type OperationKey } from '../specs/operations.js';
import type { ParsedLine } from './record.js';

/** The fields of a HAR 1.2 entry read here; anything may be missing in a HAR from elsewhere. */
interface LooseEntry {
  startedDateTime?: unknown;
  time?: unknown;
  comment?: unknown;
  _operation?: unknown;
  _error?: unknown;
  _confirmed?: unknown;
  _retries?: unknown;
  _firstAttempt?: unknown;
  request?: { method?: unknown; url?: unknown; headers?: unknown; postData?: { text?: unknown } };
  response?: { status?: unknown; headers?: unknown; bodySize?: unknown; content?: { text?: unknown; encoding?: unknown; size?: unknown; comment?: unknown } };
}

const PROBLEM_KINDS = new Set<TransportProblem['kind']>(['refused', 'reset', 'timeout', 'redirect', 'body-too-large', 'aborted', 'other', 'not-sent']);
/** Purpose of an exchange recorded by someone else: the checks quote it in their messages. */
export const FOREIGN_PURPOSE = 'recorded traffic';

function headersOf(value: unknown, secrets: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of Array.isArray(value) ? (value as { name?: unknown; value?: unknown }[]) : []) {
    if (typeof item.name !== 'string' || typeof item.value !== 'string') continue;
    const name = item.name.toLowerCase();
    const text = isCredentialHeader(name) ? maskCredentials(item.value) : redactSecrets(item.value, secrets);
    out[name] = out[name] === undefined ? text : `${out[name]}, ${text}`;
  }
  return out;
}

/** The bearer token of the request, if one was recorded in clear (a HAR of ours has it masked). */
function bearerOf(headers: unknown): string | undefined {
  const auth = (Array.isArray(headers) ? (headers as { name?: unknown; value?: unknown }[]) : []).find(
    (item) => typeof item.name === 'string' && item.name.toLowerCase() === 'authorization',
  );
  const token = typeof auth?.value === 'string' ? /^\s*Bearer\s+(\S+)\s*$/i.exec(auth.value)?.[1] : undefined;
  return token === undefined || token === '[REDACTED]' || token.startsWith('$PMC_') ? undefined : token;
}

/** 12 hex digits of SHA-256: enough to tell a few thousand clients apart, useless to call the API. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 12);

function problemOf(error: unknown, confirmed: unknown): TransportProblem | undefined {
  if (typeof error !== 'string') return undefined;
  const [kind = '', ...rest] = error.split(': ');
  const problem: TransportProblem = PROBLEM_KINDS.has(kind as TransportProblem['kind'])
    ? { kind: kind as TransportProblem['kind'], message: rest.join(': ') }
    : { kind: 'other', message: error };
  return typeof confirmed === 'string' ? { ...problem, confirmed } : problem;
}

/** Our own HAR's record of 429s waited out, when it is one (a HAR from elsewhere has none). */
function retriesOf(value: unknown): RetryRecord | undefined {
  const record = value as Partial<RetryRecord> | undefined;
  return typeof record?.count === 'number' && typeof record.waitedMs === 'number' ? (record as RetryRecord) : undefined;
}

/** Our own HAR's first attempt of an exchange sent again. */
function firstAttemptOf(value: unknown): TransportProblem | undefined {
  const problem = value as Partial<TransportProblem> | undefined;
  return typeof problem?.kind === 'string' && typeof problem.message === 'string' ? (problem as TransportProblem) : undefined;
}

/** The response body as text, or undefined when the HAR did not capture it (browsers often do not). */
function bodyTextOf(content: NonNullable<LooseEntry['response']>['content']): string | undefined {
  if (typeof content?.text !== 'string') return content?.size === 0 ? '' : undefined;
  return content.encoding === 'base64' ? Buffer.from(content.text, 'base64').toString('utf8') : content.text;
}

function responseOf(entry: LooseEntry, secrets: readonly string[]): RecordedResponse | undefined {
  const status = entry.response?.status;
  const raw = bodyTextOf(entry.response?.content);
  if (typeof status !== 'number' || status === 0 || raw === undefined) return undefined;
  const bodyText = redactSecrets(raw, secrets);
  const truncated = typeof entry.response?.content?.comment === 'string' && /truncated/i.test(entry.response.content.comment);
  let parsed: { json?: unknown; parseError?: string } = {};
  if (bodyText.trim() !== '' && !truncated) {
    try {
      parsed = { json: JSON.parse(bodyText) as unknown };
    } catch (error) {
      parsed = { parseError: (error as Error).message };
    }
  }
  return { status, headers: headersOf(entry.response?.headers, secrets), bodyText, ...parsed, ...(truncated ? { truncated } : {}) };
}

/**
 * The exchange a HAR entry records, shaped as the client records its own (headers lower-cased,
 * credentials masked, the token redacted wherever it is echoed), so the exchange checks read it as
 * they read a run's. Undefined when the entry has no response body captured: it cannot be judged.
 */
function exchangeOf(entry: LooseEntry, operation: OperationKey, url: string, secrets: readonly string[]): Exchange | undefined {
  const problem = problemOf(entry._error, entry._confirmed);
  const retries = retriesOf(entry._retries);
  const firstAttempt = firstAttemptOf(entry._firstAttempt);
  const response = responseOf(entry, secrets);
  if (!response && !problem) return undefined;
  const body = entry.request?.postData?.text;
  return {
    request: {
      method: String(entry.request?.method).toUpperCase(),
      url: redactSecrets(url, secrets),
      operation,
      headers: headersOf(entry.request?.headers, secrets),
      ...(typeof body === 'string' ? { body: redactSecrets(body, secrets) } : {}),
    },
    ...(response ? { response } : {}),
    ...(problem ? { problem } : {}),
    startedAt: typeof entry.startedDateTime === 'string' ? entry.startedDateTime : '',
    durationMs: typeof entry.time === 'number' ? entry.time : 0,
    purpose: typeof entry.comment === 'string' && entry.comment !== '' ? entry.comment : FOREIGN_PURPOSE,
    ...(retries ? { retries } : {}),
    ...(firstAttempt ? { firstAttempt } : {}),
  };
}

const knownOperation = (value: unknown): value is OperationKey => typeof value === 'string' && (DEPRECATED_OPERATIONS as readonly string[]).includes(value);

/**
 * A HAR entry as a traffic record. `match` names the operation of a method and URL (undefined: not
 * one of the 32); our own HAR's `_operation` wins, as the recorder knew what it sent (an id that
 * does not fit the path template, say).
 */
export function harRecord(value: unknown, match: (method: string, target: string) => OperationKey | undefined): ParsedLine {
  const entry = (value ?? {}) as LooseEntry;
  const [method, url] = [entry.request?.method, entry.request?.url];
  if (typeof method !== 'string' || typeof url !== 'string') return { malformed: 'HAR entry without request.method or request.url' };
  const time = typeof entry.startedDateTime === 'string' ? Date.parse(entry.startedDateTime) : Number.NaN;
  const token = bearerOf(entry.request?.headers);
  const operation = knownOperation(entry._operation) ? entry._operation : match(method, url);
  const status = entry.response?.status;
  const userAgent = headersOf(entry.request?.headers, [])['user-agent'];
  const exchange = operation ? exchangeOf(entry, operation, url, token ? [token] : []) : undefined;
  return {
    method: method.toUpperCase(),
    target: url,
    ...(typeof status === 'number' && status > 0 ? { status } : {}),
    ...(Number.isNaN(time) ? {} : { time }),
    ...(userAgent ? { userAgent } : {}),
    ...(token ? { tokenHash: tokenHash(token) } : {}),
    ...(operation ? { operation } : {}),
    ...(exchange ? { exchange } : {}),
  };
}
