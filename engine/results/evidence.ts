import type { Exchange } from '../exchange.js';
import { curlLine } from './reproduction.js';

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

/** A curl command that replays the exchange; tokens stay as shell variables ($PMC_TOKEN…), any byte pastes safely. */
export const curlOf = (exchange: Exchange): string => curlLine(exchange);
