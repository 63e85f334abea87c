import type { ParsedLine } from './record.js';
import { isJsonObject } from '../specs/json-type.js';

/** Field names loggers commonly use, tried in order (pino, bunyan, nginx JSON, ELB-like exports). */
const KEYS = {
  method: ['method', 'httpMethod', 'http_method', 'request_method', 'verb'],
  path: ['path', 'url', 'uri', 'request_uri', 'requestUri', 'target'],
  status: ['status', 'statusCode', 'status_code', 'response_status', 'responseStatus'],
  userAgent: ['userAgent', 'user_agent', 'ua', 'http_user_agent', 'userAgentString'],
  time: ['time', 'timestamp', 'ts', '@timestamp', 'date', 'startedAt'],
} as const;

function pick(record: Record<string, unknown>, keys: readonly string[]): unknown {
  for (const key of keys) if (record[key] !== undefined && record[key] !== null) return record[key];
  return undefined;
}

/** Epoch seconds or milliseconds, or a date string Date.parse reads. */
function timeOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value < 1e11 ? value * 1000 : value;
  if (typeof value !== 'string') return undefined;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/** One JSON line with at least method, path and status; user agent and time are kept when present. */
export function parseJsonLine(line: string): ParsedLine {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { malformed: 'not JSON' };
  }
  if (!isJsonObject(value)) return { malformed: 'not a JSON object' };
  const record = value as Record<string, unknown>;
  const [method, target, status] = [pick(record, KEYS.method), pick(record, KEYS.path), Number(pick(record, KEYS.status))];
  if (typeof method !== 'string' || typeof target !== 'string') return { malformed: 'no method or path' };
  if (!Number.isInteger(status) || status < 100 || status > 599) return { malformed: 'no HTTP status' };
  const userAgent = pick(record, KEYS.userAgent);
  const time = timeOf(pick(record, KEYS.time));
  return { method: method.toUpperCase(), target, status, ...(typeof userAgent === 'string' ? { userAgent } : {}), ...(time === undefined ? {} : { time }) };
}
