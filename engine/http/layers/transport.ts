import type { Readable } from 'node:stream';
import type { Agent, Dispatcher } from 'undici';
import type { Exchange, RecordedResponse, TransportProblem } from '../../exchange.js';
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
export function transport(agent: Agent, base: BaseUrl, options: TransportOptions): Send {
  const { timeoutMs, maxBodyBytes } = options;
  // One async function per attempt, its object literals built once in the order the reports print
  // them: every await and spread less here is one less per exchange of a run.
  return async (request: ApiRequest): Promise<Exchange> => {
    const { method } = parseOperationKey(request.operation);
    const target = base.targetOf(request);
    const body = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
    const headers: Record<string, string> =
      body === undefined
        ? { accept: 'application/json', ...request.headers }
        : { accept: 'application/json', 'content-type': 'application/json', ...request.headers };
    const started = Date.now();
    const recorded =
      body === undefined
        ? { method, url: target.href, operation: request.operation, headers }
        : { method, url: target.href, operation: request.operation, headers, body };
    const startedAt = new Date(started).toISOString();
    const { purpose } = request;
    // Filled in as the answer arrives: an answer that breaks off half-way is described as such.
    let partial: PartialAnswer | undefined;
    const overall = deadline(timeoutMs); // cleared once the body is read, or the request failed
    try {
      // The agent directly, with the origin and path undici's request(url) would derive from the URL:
      // the same request, without re-validating the URL and copying the options per exchange.
      let answer: Dispatcher.ResponseData;
      try {
        answer = await agent.request({
          origin: base.origin,
          path: target.path,
          method,
          headers,
          body,
          signal: overall.signal,
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
        });
      } catch (error) {
        overall.clear();
        throw error;
      }
      const progress = { status: answer.statusCode, bytes: 0 };
      partial = progress;
      let read: { text: string; truncated: boolean };
      try {
        read = await readCapped(answer.body as unknown as Readable, maxBodyBytes, progress);
      } finally {
        overall.clear();
      }
      const response: RecordedResponse = read.truncated
        ? { status: answer.statusCode, headers: flattenHeaders(answer.headers), bodyText: read.text, truncated: true }
        : { status: answer.statusCode, headers: flattenHeaders(answer.headers), bodyText: read.text };
      const durationMs = Date.now() - started;
      const problem = problemOf(response, maxBodyBytes);
      return problem === undefined
        ? { request: recorded, startedAt, purpose, response, durationMs }
        : { request: recorded, startedAt, purpose, response, durationMs, problem };
    } catch (error) {
      return { request: recorded, startedAt, purpose, problem: describeProblem(error, timeoutMs, partial), durationMs: Date.now() - started };
    }
  };
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

/** Redirects are reported, never followed; an oversized body is named as such. */
function problemOf(response: RecordedResponse, maxBodyBytes: number): TransportProblem | undefined {
  if (response.status >= 300 && response.status < 400)
    return { kind: 'redirect', message: `redirect ${response.status} to ${response.headers.location ?? '(no Location)'} not followed` };
  if (response.truncated) return { kind: 'body-too-large', message: `response body exceeded --max-body (${maxBodyBytes} bytes) and was cut there` };
  return undefined;
}
