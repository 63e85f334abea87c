import type { RecordedRequest } from './exchange.js';

/**
 * How a message names a request: "GET /projects/p1", "PATCH /timesheets/t1 {}" — method, path below
 * the base URL (the whole URL when it is not below it), and the body when there is one. Never an
 * empty part (the "a later read (GET )" of issue 37).
 */
export function readName(request: Pick<RecordedRequest, 'method' | 'url' | 'body'>, baseUrl = ''): string {
  const base = baseUrl.replace(/\/+$/, '');
  const path = base !== '' && request.url.startsWith(`${base}/`) ? request.url.slice(base.length) : request.url;
  const body = request.body?.trim();
  return [request.method.trim() || 'a request', path.trim() || '(no URL)', ...(body ? [body] : [])].join(' ');
}
