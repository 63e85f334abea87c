import type { Exchange } from '../engine/exchange.js';
import { mediaTypeOf } from '../engine/http/media-type.js';

/** Values that differ between two answers of the same code path: times, UUIDs, long hex ids, long numbers. */
const VOLATILE = [
  /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?/g,
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi,
  /\b[0-9a-f]{12,}\b/gi,
  /\b\d{6,}\b/g,
];

function pathsOf(url: string): string[] {
  const { pathname } = new URL(url);
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // kept encoded: the raw form is replaced anyway
  }
  return [...new Set([pathname, decoded])].sort((a, b) => b.length - a.length);
}

/**
 * The body with what names the request (its path, as servers echo "Cannot GET /v1/…") and what
 * changes on every answer (timestamps, request ids) replaced by placeholders.
 */
export function normalizedBody(exchange: Exchange): string {
  let text = exchange.response?.bodyText ?? '';
  for (const path of pathsOf(exchange.request.url)) text = text.split(path).join('<path>');
  for (const pattern of VOLATILE) text = text.replace(pattern, '<v>');
  return text;
}

/**
 * Whether two exchanges got the same answer: status, media type and normalized body. A deprecated
 * operation that answers exactly like a route that cannot exist is not routed any more.
 */
export function sameAnswer(a: Exchange, b: Exchange): boolean {
  if (!a.response || !b.response) return false;
  return (
    a.response.status === b.response.status &&
    mediaTypeOf(a.response.headers['content-type']) === mediaTypeOf(b.response.headers['content-type']) &&
    normalizedBody(a) === normalizedBody(b)
  );
}
