import { Agent } from 'undici';
import type { Readable } from 'node:stream';
import { placeholderOf, secretsOf, TOKEN_ROLES, tokenRoleOf, type ConnectionConfig, type TokenCaller, type TokenRole } from '../connection.js';
import type { Exchange, RecordedResponse, RetryRecord } from '../exchange.js';
import { parseOperationKey, type OperationKey } from '../../specs/operations.js';
import { deadline } from './deadline.js';
import { isTransportFailure, ServerHealth } from './health.js';
import { describeProblem, type PartialAnswer } from './problem.js';
import { readCapped } from './read-body.js';
import { redactCut, redactHeaders, redactText } from './redact.js';
import { retryAfterMs, seconds } from './retry-after.js';
import { Throttle, type Together } from './throttle.js';

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

const isRaw = (caller: Caller | undefined): caller is RawCredentials => typeof caller === 'object' && 'authorization' in caller;

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
  /** Console lines about the server's health: the circuit breaker, a request waited on for a while. */
  readonly notice?: (line: string) => void;
  /**
   * A fresh token for a role whose token a server answered 401 to (--token-command and its siblings):
   * asked at most once per role and run; the request is then sent once more with the new token.
   */
  readonly refreshToken?: (role: TokenRole) => Promise<string | undefined>;
}

/** The longest a liveness probe waits: a live server answers a GET of the base URL at once. */
const PROBE_TIMEOUT_MS = 3_000;

/** The connection keys that hold a token; the redaction pairs of a connection (engine/connection.ts's table). */
export { secretsOf, type TokenRole };

/** The token key a named caller's requests carry; none for `none`. */
const roleOf = (caller: Exclude<Caller, object>): TokenRole | undefined => (caller === 'none' ? undefined : tokenRoleOf(caller));

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
  /** Requests sent through `send` so far (the critical path counts the sequential ones of a run's start and end). */
  private sentCount = 0;
  /** Milliseconds this client has spent (or is spending) waiting out 429s. */
  private retryWaitedMs = 0;
  /** The circuit breaker: consecutive transport failures, and the requests in flight. */
  readonly health: ServerHealth;
  /** The liveness probe in flight, shared by every request that needs its answer. */
  private probing: Promise<boolean> | undefined;
  /**
   * Whether the server has answered once: until then, a transport failure is neither confirmed nor
   * counted by the breaker. Every command starts with a read that ends it on no answer, so a server
   * that cannot be reached at all is one line, exit 2, after a single request.
   */
  private armed = false;
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
    this.health = new ServerHealth(options.notice, options.timeoutMs);
    this.tokens = Object.fromEntries(TOKEN_ROLES.flatMap((role) => (config[role] ? [[role, config[role]]] : [])));
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

  /** Requests sent through `send` so far. */
  get sent(): number {
    return this.sentCount;
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
    this.sentCount += 1;
    let exchange = await this.confirmed(apiRequest);
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
      const retryAfter = exchange.response.headers['retry-after'];
      retries = { count: count + 1, waitedMs: (retries?.waitedMs ?? 0) + wait, ...(retryAfter === undefined ? {} : { retryAfter }) };
      exchange = await this.confirmed(apiRequest);
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
    const role = typeof caller === 'object' ? undefined : roleOf(caller);
    if (role === undefined || !this.options.refreshToken) return exchange;
    const sent = this.tokens[role];
    let refresh = this.refreshed.get(role);
    if (!refresh) {
      refresh = this.options.refreshToken(role).then((token) => {
        if (token && token !== this.tokens[role]) {
          this.secrets.push([token, placeholderOf(role)]);
          this.tokens[role] = token;
        }
        return this.tokens[role];
      });
      this.refreshed.set(role, refresh);
    }
    const fresh = await refresh;
    if (!fresh || fresh === sent) return exchange;
    return this.throttle.run(() => this.once(apiRequest), apiRequest.flow);
  }

  private whyNotRetry(count: number, wait: number, asked: boolean): string | undefined {
    const { maxRetries, maxWaitMs, budgetMs } = this.options.retry;
    if (count >= maxRetries) return `still 429 after ${maxRetries} retries`;
    if (wait > maxWaitMs)
      return `${asked ? 'Retry-After asks' : 'the back-off would be'} ${seconds(wait)}, longer than the ${seconds(maxWaitMs)} the suite waits for one request`;
    if (this.retryWaitedMs + wait > budgetMs) return `the ${seconds(budgetMs)} the suite may wait on 429s in all (per group of checks) is spent`;
    return undefined;
  }

  /**
   * A transport failure is not a verdict until it is confirmed: the same request is sent once more,
   * and if it fails again, a liveness probe asks whether the server still answers others. Only then
   * is the failure marked `confirmed` (a request that reliably breaks a live server); a server that
   * answers nothing opens the circuit breaker instead, and the run is incomplete, not failed.
   */
  private async confirmed(apiRequest: ApiRequest): Promise<Exchange> {
    const first = await this.throttle.run(() => this.guarded(apiRequest), apiRequest.flow, apiRequest.together);
    if (!this.armed) return first;
    if (!isTransportFailure(first.problem) || this.health.tripped !== undefined) return first;
    const again = await this.throttle.run(() => this.guarded(apiRequest), apiRequest.flow);
    const firstAttempt = first.problem;
    if (!isTransportFailure(again.problem) || this.health.tripped !== undefined || !again.problem)
      return { ...again, ...(firstAttempt ? { firstAttempt } : {}) };
    const alive = await this.probe();
    const problem = alive
      ? { ...again.problem, confirmed: 'the same request failed again when sent a second time, while the server answered a liveness probe' }
      : again.problem;
    return { ...again, problem, ...(firstAttempt ? { firstAttempt } : {}) };
  }

  /**
   * One attempt, unless the breaker is open: then nothing is sent, except within a recovery budget
   * (the final restore), where a liveness probe answered first closes the breaker again.
   */
  private async guarded(apiRequest: ApiRequest): Promise<Exchange> {
    if (this.health.tripped !== undefined && (this.health.closedForGood || !(await this.probe()))) return this.notSent(apiRequest);
    // Named only if the console has to say what it waits for: no cost per exchange otherwise.
    const done = this.health.track(() => `${parseOperationKey(apiRequest.operation).method} ${this.targetOf(apiRequest).path} (${apiRequest.purpose})`);
    const exchange = await this.once(apiRequest).finally(done);
    if (!this.armed) {
      this.armed = exchange.response !== undefined;
      return exchange;
    }
    if (exchange.response) this.health.answered();
    else if (exchange.problem && isTransportFailure(exchange.problem)) this.health.failed(exchange.problem);
    return exchange;
  }

  /** A request the breaker kept back, recorded as such (no check holds it against the server). */
  private notSent(apiRequest: ApiRequest): Exchange {
    const { method } = parseOperationKey(apiRequest.operation);
    return {
      request: { method, url: redactText(this.targetOf(apiRequest).href, this.secrets), operation: apiRequest.operation, headers: {} },
      startedAt: new Date().toISOString(),
      durationMs: 0,
      purpose: apiRequest.purpose,
      problem: { kind: 'not-sent', message: 'not sent: the server had stopped answering (circuit breaker open)' },
    };
  }

  /** Whether the server answers at all now (a liveness probe; counted by the breaker). */
  alive(): Promise<boolean> {
    return this.probe();
  }

  /**
   * Whether the server answers at all: a GET of the base URL without a token, any HTTP status counts.
   * Within a recovery budget, it waits no longer than what is left of it.
   */
  private probe(): Promise<boolean> {
    this.probing ??= this.askAlive().finally(() => {
      this.probing = undefined;
    });
    return this.probing;
  }

  private async askAlive(): Promise<boolean> {
    const left = this.health.tripped === undefined ? this.options.timeoutMs : this.health.recoveryLeftMs;
    const waitMs = Math.max(1, Math.min(this.options.timeoutMs, PROBE_TIMEOUT_MS, left));
    const overall = deadline(waitMs);
    try {
      const answer = await this.agent.request({
        origin: this.origin,
        path: this.base.pathname,
        method: 'GET',
        headers: { accept: 'application/json' },
        signal: overall.signal,
        headersTimeout: waitMs,
        bodyTimeout: waitMs,
      });
      // A complete answer: a body that breaks off is no sign of life (a cap keeps an endless one short).
      await readCapped(answer.body as unknown as Readable, 64 * 1024);
      this.health.answered();
      return true;
    } catch (error) {
      this.health.failed(describeProblem(error, waitMs));
      return false;
    } finally {
      overall.clear();
    }
  }

  async close(): Promise<void> {
    this.health.dispose();
    await this.agent.close();
  }

  private headersFor(apiRequest: ApiRequest, body: string | undefined): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const caller = apiRequest.caller ?? 'admin';
    if (isRaw(caller)) headers.authorization = caller.authorization;
    else {
      const token = this.tokenOf(caller);
      if (token !== undefined) headers.authorization = `Bearer ${token}`;
    }
    return headers;
  }

  private tokenOf(caller: Exclude<Caller, RawCredentials>): string | undefined {
    if (typeof caller === 'object') return caller.token;
    const role = roleOf(caller);
    return role === undefined ? undefined : this.tokens[role];
  }

  /** The secrets of one request: a raw credential's own pair before the tokens. */
  private secretsFor(caller: Caller | undefined): readonly (readonly [string, string])[] {
    return isRaw(caller) && caller.redact ? [caller.redact, ...this.secrets] : this.secrets;
  }

  private async once(apiRequest: ApiRequest): Promise<Exchange> {
    const { method } = parseOperationKey(apiRequest.operation);
    const target = this.targetOf(apiRequest);
    const body = apiRequest.rawBody ?? (apiRequest.body === undefined ? undefined : JSON.stringify(apiRequest.body));
    const headers = this.headersFor(apiRequest, body);
    const startedAt = new Date();
    const secrets = this.secretsFor(apiRequest.caller);
    const recordedRequest = {
      method,
      url: redactText(target.href, secrets),
      operation: apiRequest.operation,
      headers: redactHeaders(headers, secrets),
      ...(body === undefined ? {} : { body: redactText(body, secrets) }),
    };
    const base = { request: recordedRequest, startedAt: startedAt.toISOString(), purpose: apiRequest.purpose };
    // Filled in as the answer arrives: an answer that breaks off half-way is described as such.
    const progress: { partial?: PartialAnswer } = {};
    try {
      const response = await this.perform(target.path, method, headers, body, progress, secrets);
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
    secrets: readonly (readonly [string, string])[],
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
    const responseHeaders = redactHeaders(flattenHeaders(answer.headers), secrets);
    // Parsed from the redacted text: a server that echoes the token must not get it into `json` (which
    // checks quote) nor into a JSON.parse error message (V8 quotes the start of the text).
    const bodyText = truncated ? redactCut(text, secrets) : redactText(text, secrets);
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
