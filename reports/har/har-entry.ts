import { STATUS_CODES } from 'node:http';
import type { Exchange, RecordedResponse, TransportProblem } from '../../engine/exchange.js';
import { isCredentialHeader, maskAuthorization } from '../common/sanitize.js';
import type { HarEntry, HarNameValue, HarResponse } from './har-types.js';

const HTTP_VERSION = 'HTTP/1.1';
const UNKNOWN_TYPE = 'x-unknown';

/**
 * Every credential header masked, except the $PMC_* placeholders the engine writes for the run's own
 * tokens ("Bearer $PMC_MEMBER_TOKEN"): they are no secret, tell the roles apart, and make the
 * reproductions `traffic` prints from a HAR paste as they are.
 */
const harHeaders = (headers: Readonly<Record<string, string>>): HarNameValue[] =>
  Object.entries(headers).map(([name, value]) => ({ name, value: isCredentialHeader(name) ? maskAuthorization(value) : value }));

const headerValue = (headers: Readonly<Record<string, string>>, wanted: string) => Object.entries(headers).find(([name]) => name.toLowerCase() === wanted)?.[1];

function queryOf(url: string): HarNameValue[] {
  try {
    return [...new URL(url).searchParams].map(([name, value]) => ({ name, value }));
  } catch {
    return [];
  }
}

function harResponse(response: RecordedResponse): HarResponse {
  const size = Buffer.byteLength(response.bodyText);
  return {
    status: response.status,
    statusText: STATUS_CODES[response.status] ?? '',
    httpVersion: HTTP_VERSION,
    cookies: [],
    headers: harHeaders(response.headers),
    content: {
      size,
      mimeType: headerValue(response.headers, 'content-type') ?? UNKNOWN_TYPE,
      text: response.bodyText,
      ...(response.truncated ? { comment: 'Body truncated at --max-body.' } : {}),
    },
    redirectURL: headerValue(response.headers, 'location') ?? '',
    headersSize: -1,
    bodySize: response.truncated ? -1 : size,
  };
}

/** No answer (refused, reset, timeout): status 0 and no content, as browsers record a failed request. */
const noResponse: HarResponse = {
  status: 0,
  statusText: '',
  httpVersion: '',
  cookies: [],
  headers: [],
  content: { size: 0, mimeType: UNKNOWN_TYPE },
  redirectURL: '',
  headersSize: -1,
  bodySize: -1,
};

const errorOf = (problem: TransportProblem | undefined) => (problem ? { _error: `${problem.kind}: ${problem.message}` } : {});

/** One exchange as a HAR entry. The client measures the whole exchange only: it is all "wait". */
export function harEntry(exchange: Exchange): HarEntry {
  const { request, response, problem } = exchange;
  return {
    startedDateTime: exchange.startedAt,
    time: exchange.durationMs,
    request: {
      method: request.method,
      url: request.url,
      httpVersion: HTTP_VERSION,
      cookies: [],
      headers: harHeaders(request.headers),
      queryString: queryOf(request.url),
      ...(request.body === undefined ? {} : { postData: { mimeType: headerValue(request.headers, 'content-type') ?? UNKNOWN_TYPE, text: request.body } }),
      headersSize: -1,
      bodySize: request.body === undefined ? 0 : Buffer.byteLength(request.body),
    },
    response: response ? harResponse(response) : noResponse,
    cache: {},
    timings: { send: 0, wait: exchange.durationMs, receive: 0 },
    comment: exchange.purpose,
    _operation: request.operation,
    ...errorOf(problem),
    // What the exchange checks read beyond the request and the answer, so that `verify` re-judges a HAR as the run judged it.
    ...(problem?.confirmed ? { _confirmed: problem.confirmed } : {}),
    ...(exchange.retries ? { _retries: exchange.retries } : {}),
    ...(exchange.firstAttempt ? { _firstAttempt: exchange.firstAttempt } : {}),
  };
}
