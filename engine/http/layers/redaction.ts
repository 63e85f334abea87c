import type { Exchange, RecordedResponse, TransportProblem } from '../../exchange.js';
import { redactCut, redactHeaders, redactText } from '../redact.js';
import type { Credentials } from './credentials.js';
import type { Layer } from './layer.js';

/**
 * Makes an exchange fit to be written: every token in the URL, the headers, the bodies and the
 * problem's words replaced by its placeholder ($PMC_TOKEN…). The body is parsed as JSON from the
 * redacted text: a server that echoes the token must not get it into `json` (which checks quote)
 * nor into a JSON.parse error message (V8 quotes the start of the text).
 */
export function redaction(store: Credentials): Layer {
  return (next) => async (request) => redactExchange(await next(request), store.secretsFor(request.caller));
}

export function redactExchange(exchange: Exchange, secrets: readonly (readonly [string, string])[]): Exchange {
  const { request, response, problem } = exchange;
  return {
    ...exchange,
    request: {
      ...request,
      url: redactText(request.url, secrets),
      headers: redactHeaders(request.headers, secrets),
      ...(request.body === undefined ? {} : { body: redactText(request.body, secrets) }),
    },
    ...(response ? { response: redactResponse(response, secrets) } : {}),
    ...(problem ? { problem: redactProblem(problem, secrets) } : {}),
  };
}

function redactResponse(response: RecordedResponse, secrets: readonly (readonly [string, string])[]): RecordedResponse {
  const truncated = response.truncated === true;
  // A body cut at --max-body may end inside a token: redactCut drops its first characters too.
  const bodyText = truncated ? redactCut(response.bodyText, secrets) : redactText(response.bodyText, secrets);
  const { json: _json, parseError: _parseError, ...rest } = response;
  return { ...rest, headers: redactHeaders(response.headers, secrets), bodyText, ...parseJson(bodyText, truncated) };
}

const redactProblem = (problem: TransportProblem, secrets: readonly (readonly [string, string])[]): TransportProblem => ({
  ...problem,
  message: redactText(problem.message, secrets),
});

function parseJson(text: string, truncated: boolean): { json?: unknown; parseError?: string } {
  if (text.trim() === '' || truncated) return {};
  try {
    return { json: JSON.parse(text) as unknown };
  } catch (error) {
    return { parseError: (error as Error).message };
  }
}
