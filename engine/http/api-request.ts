import type { TokenCaller } from '../connection.js';
import { isJsonObject } from '../../specs/json-type.js';
import { parseOperationKey, type OperationKey } from '../../specs/operations.js';
import type { Together } from './throttle.js';

/** Whose credentials a request carries. `none` sends no Authorization header at all. */
export type Caller = TokenCaller | 'none' | { readonly token: string } | RawCredentials;

/**
 * An Authorization header sent as given (a tampered token, another scheme), and the words that stand for
 * it in everything the suite writes: a token cut by one character is no longer redacted as the token.
 */
export interface RawCredentials {
  readonly authorization: string;
  /** A credential in the header that no token pattern covers, and what stands for it in reports. */
  readonly redact?: readonly [string, string];
}

export const isRaw = (caller: Caller | undefined): caller is RawCredentials => typeof caller === 'object' && 'authorization' in caller;

export interface ApiRequest {
  readonly operation: OperationKey;
  /** Values of the operation's path parameters ({ projectId: '65a…' }). */
  readonly params?: Readonly<Record<string, string>>;
  /** A concrete path below the base URL, overriding the operation's (probes of routes that cannot exist). */
  readonly path?: string;
  readonly query?: Readonly<Record<string, string>>;
  /** Serialised as JSON. Ignored when rawBody is set. */
  readonly body?: unknown;
  /** Sent as-is (malformed JSON, empty body). */
  readonly rawBody?: string;
  readonly caller?: Caller;
  readonly purpose: string;
  /**
   * The flow the request belongs to (a unit of the run): when --concurrency requests are in flight,
   * a free slot goes to the flow with the fewest (engine/http/throttle.ts). Default: a flow of its own.
   */
  readonly flow?: unknown;
  /** Requests to start at the same time (a race): the first attempt of each waits for the others (throttle.ts). */
  readonly together?: Together;
  /**
   * Header fields the pipeline's layers add on the way down (User-Agent, Authorization), lower-case
   * names. A layer never overwrites a field a layer above it set.
   */
  readonly headers?: Readonly<Record<string, string>>;
}

/** The object a request's body is serialised from; none for a raw body (which wins over `body`). */
export const bodyObjectOf = (request: ApiRequest): unknown => (request.rawBody === undefined ? request.body : undefined);

/**
 * A request that changes nothing whatever the server: a GET, or an update that names no field (PATCH {},
 * the profiles' EMPTY_UPDATE). The one rule for what may be sent again on the client's own initiative:
 * to confirm a failure (suites/runtime/confirm.ts) or after a transport failure (layers/transport-retry.ts).
 * A raw body is never taken for an empty update: what it carries is not read here.
 */
export function sideEffectFree(request: Pick<ApiRequest, 'operation' | 'body' | 'rawBody'>): boolean {
  const { method } = parseOperationKey(request.operation);
  if (method === 'GET') return true;
  return method === 'PATCH' && request.rawBody === undefined && isJsonObject(request.body) && Object.keys(request.body).length === 0;
}

/** The request as sent again by a layer (a retry, a confirmation): it no longer waits for a race's other members. */
export const again = (request: ApiRequest): ApiRequest => (request.together === undefined ? request : { ...request, together: undefined });

/** The same request with one more header field, unless a layer above set it already. */
export function withHeader(request: ApiRequest, name: string, value: string): ApiRequest {
  if (request.headers?.[name] !== undefined) return request;
  return { ...request, headers: { ...request.headers, [name]: value } };
}

/** Substitutes path parameters ("/projects/{projectId}") with encoded values. */
export function pathFor(operation: OperationKey, params: Readonly<Record<string, string>>): string {
  const parts = pathParts(operation);
  let path = parts[0] as string;
  for (let index = 1; index < parts.length; index += 2) path += encodeURIComponent(params[parts[index] as string] ?? '') + (parts[index + 1] as string);
  return path;
}

/** An operation's path split at its parameters: text, name, text, … (a split with a capture group keeps the names). */
function pathParts(operation: OperationKey): readonly string[] {
  let parts = splitPaths.get(operation);
  if (!parts) {
    if (splitPaths.size >= MAX_SPLIT_PATHS) splitPaths.clear();
    splitPaths.set(operation, (parts = parseOperationKey(operation).path.split(/\{(\w+)\}/)));
  }
  return parts;
}

// Every exchange's path is made from its operation's: split once per operation, not matched per exchange.
const splitPaths = new Map<string, readonly string[]>();
const MAX_SPLIT_PATHS = 512;
