import type { IncomingMessage, ServerResponse } from 'node:http';
import { peopleChange, type JournalEntry, type UnansweredAdd } from '../../engine/fixture-state/journal.js';
import { matchPactOperation } from '../operations/match-path.js';

/** Express middleware as Pact's verifier proxy runs it (typed with node's own request and response). */
type RequestFilter = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** Calls `done` with the body the proxy streams back to the verifier. */
function captureBody(response: ServerResponse, done: (text: string) => void): void {
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown) => {
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  response.write = ((chunk: unknown, ...rest: unknown[]) => (keep(chunk), (write as (...args: unknown[]) => boolean)(chunk, ...rest))) as typeof response.write;
  response.end = ((chunk?: unknown, ...rest: unknown[]) => (
    keep(chunk),
    (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest)
  )) as typeof response.end;
  response.once('finish', () => done(Buffer.concat(chunks).toString('utf8')));
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** What an answer the proxy saw did to a project's people, by the engine's one rule for journalled writes. */
export function answeredPeopleChange(method: string, url: string, status: number, body: string): JournalEntry | UnansweredAdd | undefined {
  const matched = matchPactOperation(method, url);
  return matched ? peopleChange({ operation: matched.operation, params: matched.params, status, responseBody: parse(body) }) : undefined;
}

/**
 * Puts the real token in place of the contract's example (requests without Authorization stay
 * without: they test AUTH.REQUIRED), drops a version prefix the base URL already carries, and
 * reports people the provider added or removed, so the states' teardown can clean up.
 */
export function requestFilter(
  token: string,
  basePath: string,
  record: (entry: JournalEntry | UnansweredAdd) => void,
  /** Why nothing more should be sent (the circuit breaker opened): the interaction is answered 503 at once, not forwarded. */
  stopped: () => string | undefined = () => undefined,
): RequestFilter {
  const prefix = basePath.replace(/\/+$/, '');
  return (request, response, next) => {
    const gone = stopped();
    if (gone !== undefined && !request.url?.startsWith('/_pact')) {
      response.writeHead(503, { 'content-type': 'text/plain' }).end(`not sent: ${gone}`);
      return;
    }
    if (request.headers.authorization !== undefined) request.headers.authorization = `Bearer ${token}`;
    if (prefix && request.url?.startsWith(`${prefix}/`)) request.url = request.url.slice(prefix.length);
    const { method = 'GET', url = '/' } = request;
    captureBody(response, (body) => {
      const change = answeredPeopleChange(method, url, response.statusCode, body);
      if (change) record(change);
    });
    next();
  };
}
