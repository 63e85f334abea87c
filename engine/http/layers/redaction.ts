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
  const url = redactText(request.url, secrets);
  const headers = redactHeaders(request.headers, secrets);
  const body = request.body === undefined ? undefined : redactText(request.body, secrets);
  // Spreads keep each key where it was: the reports print the exchange in the order it was made.
  // A request with no secret in it (most: the token rides in a header) is kept as it is.
  const redacted =
    url === request.url && headers === request.headers && body === request.body
      ? request
      : { ...request, url, headers, ...(body === undefined ? {} : { body }) };
  if (response === undefined && problem === undefined) return redacted === request ? exchange : { ...exchange, request: redacted };
  return {
    ...exchange,
    request: redacted,
    ...(response ? { response: redactResponse(response, secrets) } : {}),
    ...(problem ? { problem: redactProblem(problem, secrets) } : {}),
  };
}

function redactResponse(response: RecordedResponse, secrets: readonly (readonly [string, string])[]): RecordedResponse {
  const truncated = response.truncated === true;
  // A body cut at --max-body may end inside a token: redactCut drops its first characters too.
  const bodyText = truncated ? redactCut(response.bodyText, secrets) : redactText(response.bodyText, secrets);
  const headers = redactHeaders(response.headers, secrets);
  // The JSON is parsed from the redacted text, never kept from before (a plain spread when there is none: the transport's).
  const rest = 'json' in response || 'parseError' in response ? withoutParsed(response) : response;
  if (truncated || bodyText.trim() === '') return { ...rest, headers, bodyText };
  try {
    return { ...rest, headers, bodyText, json: JSON.parse(bodyText) as unknown };
  } catch (error) {
    return { ...rest, headers, bodyText, parseError: (error as Error).message };
  }
}

function withoutParsed(response: RecordedResponse): RecordedResponse {
  const { json: _json, parseError: _parseError, ...rest } = response;
  return rest;
}

function redactProblem(problem: TransportProblem, secrets: readonly (readonly [string, string])[]): TransportProblem {
  const message = redactText(problem.message, secrets);
  return message === problem.message ? problem : { ...problem, message };
}
