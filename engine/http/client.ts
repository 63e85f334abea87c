import { Agent } from 'undici';
import type { Readable } from 'node:stream';
import type { ConnectionConfig } from '../connection.js';
import type { Exchange, RecordedResponse, RetryRecord } from '../exchange.js';
import { parseOperationKey, type OperationKey } from '../../specs/operations.js';
import { deadline } from './deadline.js';
import { describeProblem, type PartialAnswer } from './problem.js';
import { readCapped } from './read-body.js';
import { redactCut, redactHeaders, redactText } from './redact.js';
import { retryAfterMs, seconds } from './retry-after.js';
import { Throttle } from './throttle.js';

/** Whose credentials a request carries. `none` sends no Authorization header at all. */
export type Caller = 'admin' | 'member' | 'manager' | 'observer' | 'otherOrg' | 'none' | { readonly token: string };

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
}

/** The object a request's body is serialised from; none for a raw body (which wins over `body`). */
export const bodyObjectOf = (request: ApiRequest): unknown => (request.rawBody === undefined ? request.body : undefined);

export interface ClientOptions {
  readonly timeoutMs: number;
  readonly maxBodyBytes: number;
  readonly concurrency: number;
  readonly rate?: number;
  /**
   * 429 handling: retries per request, the longest single wait honoured, and the most this client
   * waits on 429s in all (so that a server answering 429 to everything cannot stretch a run without end).
   */
  readonly retry: { readonly maxRetries: number; readonly maxWaitMs: number; readonly budgetMs: number };
  readonly onExchange?: (exchange: Exchange) => void;
  /**
   * A fresh token for a role whose token a server answered 401 to (--token-command and its siblings):
   * asked at most once per role and run; the request is then sent once more with the new token.
   */
  readonly refreshToken?: (role: TokenRole) => Promise<string | undefined>;
}

/** The connection keys that hold a token. */
export type TokenRole = 'token' | 'memberToken' | 'otherOrgToken' | 'observerToken' | 'managerToken';

const ROLE_OF: Record<Exclude<Caller, object>, TokenRole | undefined> = {
  admin: 'token',
  member: 'memberToken',
  manager: 'managerToken',
  observer: 'observerToken',
  otherOrg: 'otherOrgToken',
  none: undefined,
};

const PLACEHOLDER: Record<TokenRole, string> = {
  token: '$PMC_TOKEN',
  memberToken: '$PMC_MEMBER_TOKEN',
  otherOrgToken: '$PMC_OTHER_ORG_TOKEN',
  observerToken: '$PMC_OBSERVER_TOKEN',
  managerToken: '$PMC_MANAGER_TOKEN',
};

/** Placeholders standing in for each token in everything the suite writes. */
export function secretsOf(config: ConnectionConfig): [string, string][] {
  const pairs: [string | undefined, string][] = (Object.keys(PLACEHOLDER) as TokenRole[]).map((role) => [config[role], PLACEHOLDER[role]]);
  return pairs.filter((pair): pair is [string, string] => Boolean(pair[0]));
}

/** Substitutes path parameters ("/projects/{projectId}") with encoded values. */
export function pathFor(operation: OperationKey, params: Readonly<Record<string, string>>): string {
  return parseOperationKey(operation).path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * The only way the suite talks to a server: bounded (timeout, body cap, concurrency, rate), never
 * follows redirects (the token goes nowhere but the base URL's origin), retries 429 within a budget,
 * and records every exchange with the tokens redacted.
 */
export class ApiClient {
  private readonly agent: Agent;
  private readonly throttle: Throttle;
  private readonly secrets: [string, string][];
  private readonly base: URL;
  private readonly origin: string;
  /** A base URL without query or fragment: paths below it can be joined as text. */
  private readonly plainBase: boolean;
  /** Milliseconds this client has spent (or is spending) waiting out 429s. */
  private retryWaitedMs = 0;
  /** The tokens in use: the connection's, replaced by a refreshed one after a 401. */
  private readonly tokens: Partial<Record<TokenRole, string>>;
  /** Roles whose token was refreshed (or is being refreshed) once already: never twice. */
  private readonly refreshed = new Map<TokenRole, Promise<string | undefined>>();

  constructor(
    config: ConnectionConfig,
    private readonly options: ClientOptions,
  ) {
    this.base = new URL(config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`);
    this.origin = this.base.origin;
    this.plainBase = this.base.search === '' && this.base.hash === '';
    this.agent = new Agent({ connections: options.concurrency, keepAliveTimeout: 4_000, connect: { timeout: options.timeoutMs } });
    this.throttle = new Throttle(options.concurrency, options.rate);
    this.secrets = secretsOf(config);
    this.tokens = Object.fromEntries((Object.keys(PLACEHOLDER) as TokenRole[]).flatMap((role) => (config[role] ? [[role, config[role]]] : [])));
  }

  get secretPairs(): readonly (readonly [string, string])[] {
    return this.secrets;
  }

  /**
   * Where a request goes: its full URL (as recorded) and its path and query (as sent to the origin).
   * An operation's path with ordinary parameter values is joined as text: encoded by pathFor, it is
   * what the URL parser would give, for a tenth of its cost per exchange. A path given as such, a
   * parameter "." or ".." (dot segments the parser resolves), or a base URL with a query goes
   * through the parser.
   */
  targetOf(request: Pick<ApiRequest, 'operation' | 'params' | 'path' | 'query'>): { readonly href: string; readonly path: string } {
    const params = request.params ?? {};
    if (!this.plainBase || request.path !== undefined || Object.values(params).some((value) => value === '.' || value === '..')) {
      const url = new URL((request.path ?? pathFor(request.operation, params)).replace(/^\//, ''), this.base);
      for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
      return { href: url.toString(), path: `${url.pathname}${url.search}` };
    }
    const query = request.query && Object.keys(request.query).length > 0 ? `?${new URLSearchParams(request.query).toString()}` : '';
    const relative = `${pathFor(request.operation, params).slice(1)}${query}`;
    return { href: `${this.base.href}${relative}`, path: `${this.base.pathname}${relative}` };
  }

  /** A new budget of waiting on 429s: the run gives each group of checks its own. */
  resetRetryBudget(): void {
    this.retryWaitedMs = 0;
  }

  /**
   * Sends a request; a 429 is retried after the delay its Retry-After asks (1, 2, 4 s without one),
   * never sooner. A delay beyond what the suite waits is not shortened: the 429 is recorded instead.
   */
  async send(apiRequest: ApiRequest): Promise<Exchange> {
    let exchange = await this.throttle.run(() => this.once(apiRequest));
    let retries: RetryRecord | undefined;
    while (exchange.response?.status === 429) {
      const count = retries?.count ?? 0;
      const asked = retryAfterMs(exchange.response.headers['retry-after']);
      const wait = asked ?? 1_000 * 2 ** count;
      const stopped = this.whyNotRetry(count, wait, asked !== undefined);
      if (stopped) {
        retries = { count, waitedMs: retries?.waitedMs ?? 0, stopped };
        break;
      }
      this.retryWaitedMs += wait;
      await new Promise((resolve) => setTimeout(resolve, wait));
      retries = { count: count + 1, waitedMs: (retries?.waitedMs ?? 0) + wait };
      exchange = await this.throttle.run(() => this.once(apiRequest));
    }
    if (retries) exchange = { ...exchange, retries };
    if (exchange.response?.status === 401) exchange = await this.withFreshToken(apiRequest, exchange);
    this.options.onExchange?.(exchange);
    return exchange;
  }

  /**
   * A 401 to a role's own token (not to the wrong or missing tokens the auth checks send) may be a
   * token that expired mid-run: its command is run once more, and the request sent again with what it
   * prints. Concurrent 401s of one role share the one refresh. The new token is redacted as the old.
   */
  private async withFreshToken(apiRequest: ApiRequest, exchange: Exchange): Promise<Exchange> {
    const caller = apiRequest.caller ?? 'admin';
    const role = typeof caller === 'object' ? undefined : ROLE_OF[caller];
    if (role === undefined || !this.options.refreshToken) return exchange;
    const sent = this.tokens[role];
    let refresh = this.refreshed.get(role);
    if (!refresh) {
      refresh = this.options.refreshToken(role).then((token) => {
        if (token && token !== this.tokens[role]) {
          this.secrets.push([token, PLACEHOLDER[role]]);
          this.tokens[role] = token;
        }
        return this.tokens[role];
      });
      this.refreshed.set(role, refresh);
    }
    const fresh = await refresh;
    if (!fresh || fresh === sent) return exchange;
    return this.throttle.run(() => this.once(apiRequest));
  }

  private whyNotRetry(count: number, wait: number, asked: boolean): string | undefined {
    const { maxRetries, maxWaitMs, budgetMs } = this.options.retry;
    if (count >= maxRetries) return `still 429 after ${maxRetries} retries`;
    if (wait > maxWaitMs)
      return `${asked ? 'Retry-After asks' : 'the back-off would be'} ${seconds(wait)}, longer than the ${seconds(maxWaitMs)} the suite waits for one request`;
    if (this.retryWaitedMs + wait > budgetMs) return `the ${seconds(budgetMs)} the suite may wait on 429s in all (per group of checks) is spent`;
    return undefined;
  }

  async close(): Promise<void> {
    await this.agent.close();
  }

  private headersFor(apiRequest: ApiRequest, body: string | undefined): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const token = this.tokenOf(apiRequest.caller ?? 'admin');
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    return headers;
  }

  private tokenOf(caller: Caller): string | undefined {
    if (typeof caller === 'object') return caller.token;
    const role = ROLE_OF[caller];
    return role === undefined ? undefined : this.tokens[role];
  }

  private async once(apiRequest: ApiRequest): Promise<Exchange> {
    const { method } = parseOperationKey(apiRequest.operation);
    const target = this.targetOf(apiRequest);
    const body = apiRequest.rawBody ?? (apiRequest.body === undefined ? undefined : JSON.stringify(apiRequest.body));
    const headers = this.headersFor(apiRequest, body);
    const startedAt = new Date();
    const recordedRequest = {
      method,
      url: redactText(target.href, this.secrets),
      operation: apiRequest.operation,
      headers: redactHeaders(headers, this.secrets),
      ...(body === undefined ? {} : { body: redactText(body, this.secrets) }),
    };
    const base = { request: recordedRequest, startedAt: startedAt.toISOString(), purpose: apiRequest.purpose };
    // Filled in as the answer arrives: an answer that breaks off half-way is described as such.
    const progress: { partial?: PartialAnswer } = {};
    try {
      const response = await this.perform(target.path, method, headers, body, progress);
      return { ...base, response, durationMs: Date.now() - startedAt.getTime(), ...problemOf(response, this.options.maxBodyBytes) };
    } catch (error) {
      return { ...base, problem: describeProblem(error, this.options.timeoutMs, progress.partial), durationMs: Date.now() - startedAt.getTime() };
    }
  }

  private async perform(
    path: string,
    method: string,
    headers: Record<string, string>,
    body: string | undefined,
    progress: { partial?: PartialAnswer },
  ): Promise<RecordedResponse> {
    const { timeoutMs, maxBodyBytes } = this.options;
    const overall = deadline(timeoutMs); // cleared once the body is read, or the request failed
    // The agent directly, with the origin and path undici's request(url) would derive from the URL:
    // the same request, without re-validating the URL and copying the options per exchange.
    const answer = await this.agent
      .request({
        origin: this.origin,
        path,
        method,
        headers,
        body,
        signal: overall.signal,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      })
      .catch((error: unknown) => {
        overall.clear();
        throw error;
      });
    const partial = { status: answer.statusCode, bytes: 0 };
    progress.partial = partial;
    const { text, truncated } = await readCapped(answer.body as unknown as Readable, maxBodyBytes, partial).finally(overall.clear);
    const responseHeaders = redactHeaders(flattenHeaders(answer.headers), this.secrets);
    // Parsed from the redacted text: a server that echoes the token must not get it into `json` (which
    // checks quote) nor into a JSON.parse error message (V8 quotes the start of the text).
    const bodyText = truncated ? redactCut(text, this.secrets) : redactText(text, this.secrets);
    return { status: answer.statusCode, headers: responseHeaders, bodyText, ...parseJson(bodyText, truncated), ...(truncated ? { truncated } : {}) };
  }
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

function parseJson(text: string, truncated: boolean): { json?: unknown; parseError?: string } {
  if (text.trim() === '' || truncated) return {};
  try {
    return { json: JSON.parse(text) as unknown };
  } catch (error) {
    return { parseError: (error as Error).message };
  }
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
