import type { Dispatcher } from 'undici';
import type { RequestAgent } from '../undici-agent.js';
import type { Exchange, RecordedResponse, TransportProblem } from '../../exchange.js';
import { parseOperationKey } from '../../../specs/operations.js';
import { isoTime } from '../../iso-time.js';
import type { ApiRequest } from '../api-request.js';
import { describeProblem, type PartialAnswer } from '../problem.js';
import { collectAnswer } from '../collect-answer.js';
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
    const startedAt = isoTime(started);
    const { purpose } = request;
    // Filled in as the answer arrives: an answer that breaks off half-way is described as such.
    const progress: { partial?: PartialAnswer } = {};
    try {
      // The agent directly, with the origin and path undici's request(url) would derive from the URL:
      // the same request, without re-validating the URL and copying the options per exchange.
      const answer = await collectAnswer(agent, {
        dispatch: {
          origin: base.origin,
          path: target.path,
          method: method as Dispatcher.HttpMethod,
          headers,
          body,
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
        },
        maxBytes: maxBodyBytes,
        timeoutMs,
        progress,
      });
      const response: RecordedResponse = answer.truncated
        ? { status: answer.status, headers: answer.headers, bodyText: answer.text, truncated: true }
        : { status: answer.status, headers: answer.headers, bodyText: answer.text };
      const durationMs = Date.now() - started;
      const problem = problemOf(response, maxBodyBytes);
      return problem === undefined
        ? { request: recorded, startedAt, purpose, response, durationMs }
        : { request: recorded, startedAt, purpose, response, durationMs, problem };
    } catch (error) {
      return { request: recorded, startedAt, purpose, problem: describeProblem(error, timeoutMs, progress.partial), durationMs: Date.now() - started };
    }
  };
}

/** Redirects are reported, never followed; an oversized body is named as such. */
function problemOf(response: RecordedResponse, maxBodyBytes: number): TransportProblem | undefined {
  if (response.status >= 300 && response.status < 400)
    return { kind: 'redirect', message: `redirect ${response.status} to ${response.headers.location ?? '(no Location)'} not followed` };
  if (response.truncated) return { kind: 'body-too-large', message: `response body exceeded --max-body (${maxBodyBytes} bytes) and was cut there` };
  return undefined;
}
