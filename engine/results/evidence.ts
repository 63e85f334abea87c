import type { Exchange } from '../exchange.js';

/** Request/response excerpts attached to a result; tokens are already redacted. */
export interface Evidence {
  readonly request: { readonly method: string; readonly url: string; readonly headers: Record<string, string>; readonly body?: string };
  readonly response?: { readonly status: number; readonly headers: Record<string, string>; readonly body?: string };
  readonly problem?: string;
}

const MAX = 2_000;
const cut = (text: string) => (text.length > MAX ? `${text.slice(0, MAX)}… (${text.length} chars)` : text);

/** Request and response excerpts of an exchange (already redacted by the client). */
export function evidenceOf(exchange: Exchange): Evidence {
  const { request, response, problem } = exchange;
  return {
    request: { method: request.method, url: request.url, headers: { ...request.headers }, ...(request.body === undefined ? {} : { body: cut(request.body) }) },
    ...(response ? { response: { status: response.status, headers: { ...response.headers }, body: cut(response.bodyText) } } : {}),
    ...(problem ? { problem: problem.message } : {}),
  };
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** A curl command that replays the exchange; tokens stay as shell variables ($PMC_TOKEN…). */
export function curlOf(exchange: Exchange): string {
  const { method, url, headers, body } = exchange.request;
  const parts = ['curl -sS -i', `-X ${method}`, quote(url)];
  for (const [name, value] of Object.entries(headers)) {
    parts.push(value.includes('$PMC_') ? `-H "${name}: ${value}"` : `-H ${quote(`${name}: ${value}`)}`);
  }
  if (body !== undefined) parts.push(`--data-raw ${quote(body)}`);
  return parts.join(' ');
}
