import type { Readable } from 'node:stream';
import type { RequestAgent } from '../undici-agent.js';
import type { Exchange, RecordedResponse } from '../../exchange.js';
import { parseOperationKey } from '../../../specs/operations.js';
import type { ApiRequest } from '../api-request.js';
import { deadline } from '../deadline.js';
import { describeProblem, type PartialAnswer } from '../problem.js';
import { readCapped } from '../read-body.js';
import type { BaseUrl } from '../target.js';
import type { Send } from './layer.js';

export interface TransportOptions {
  readonly timeoutMs: number;
  readonly maxBodyBytes: number;
}

/**
 * The bottom of the pipeline: one attempt on the wire, bounded (an overall timeout, a body cap),
 * never following a redirect (the token goes nowhere but the base URL's origin). The exchange it
 * gives back is as sent and received: the redaction layer above makes it fit to be written.
 */
export function transport(agent: RequestAgent, base: BaseUrl, options: TransportOptions): Send {
  return async (request: ApiRequest): Promise<Exchange> => {
    const { method } = parseOperationKey(request.operation);
    const target = base.targetOf(request);
    const body = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...request.headers,
    };
    const startedAt = new Date();
    const recorded = { method, url: target.href, operation: request.operation, headers, ...(body === undefined ? {} : { body }) };
    const opening = { request: recorded, startedAt: startedAt.toISOString(), purpose: request.purpose };
    // Filled in as the answer arrives: an answer that breaks off half-way is described as such.
    const progress: { partial?: PartialAnswer } = {};
    try {
      const response = await perform(agent, base.origin, target.path, method, headers, body, progress, options);
      return { ...opening, response, durationMs: Date.now() - startedAt.getTime(), ...problemOf(response, options.maxBodyBytes) };
    } catch (error) {
      return { ...opening, problem: describeProblem(error, options.timeoutMs, progress.partial), durationMs: Date.now() - startedAt.getTime() };
    }
  };
}

async function perform(
  agent: RequestAgent,
  origin: string,
  path: string,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  progress: { partial?: PartialAnswer },
  { timeoutMs, maxBodyBytes }: TransportOptions,
): Promise<RecordedResponse> {
  const overall = deadline(timeoutMs); // cleared once the body is read, or the request failed
  // The agent directly, with the origin and path undici's request(url) would derive from the URL:
  // the same request, without re-validating the URL and copying the options per exchange.
  const answer = await agent
    .request({ origin, path, method, headers, body, signal: overall.signal, headersTimeout: timeoutMs, bodyTimeout: timeoutMs })
    .catch((error: unknown) => {
      overall.clear();
      throw error;
    });
  const partial = { status: answer.statusCode, bytes: 0 };
  progress.partial = partial;
  const { text, truncated } = await readCapped(answer.body as unknown as Readable, maxBodyBytes, partial).finally(overall.clear);
  return { status: answer.statusCode, headers: flattenHeaders(answer.headers), bodyText: text, ...(truncated ? { truncated } : {}) };
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

/** Redirects are reported, never followed; an oversized body is named as such. */
function problemOf(response: RecordedResponse, maxBodyBytes: number): Pick<Exchange, 'problem'> {
  if (response.status >= 300 && response.status < 400) {
    return { problem: { kind: 'redirect', message: `redirect ${response.status} to ${response.headers.location ?? '(no Location)'} not followed` } };
  }
  if (response.truncated)
    return { problem: { kind: 'body-too-large', message: `response body exceeded --max-body (${maxBodyBytes} bytes) and was cut there` } };
  return {};
}
