import type { ConnectionConfig } from '../connection.js';
import type { Exchange } from '../exchange.js';
import { ServerHealth } from './health.js';
import { compose, type Send } from './layers/layer.js';
import { Credentials, credentials } from './layers/credentials.js';
import { inFlight } from './layers/in-flight.js';
import { lanes } from './layers/lanes.js';
import { notNowRetry, RetryBudget, type RetryLimits } from './layers/not-now-retry.js';
import { operationBreaker, OperationBreakers } from './layers/operation-breaker.js';
import { Pacer, pacing } from './layers/pacing.js';
import { readLagWait } from './layers/read-lag.js';
import { recording } from './layers/recording.js';
import { redaction } from './layers/redaction.js';
import { serverBreaker } from './layers/server-breaker.js';
import { tokenRefresh, type RefreshToken } from './layers/token-refresh.js';
import { transport } from './layers/transport.js';
import { transportRetry } from './layers/transport-retry.js';
import { userAgent } from './layers/user-agent.js';
import { Liveness } from './liveness.js';
import { ReadLag } from './read-lag.js';
import { BaseUrl } from './target.js';
import { Throttle } from './throttle.js';
import { createAgent } from './undici-agent.js';

export interface PipelineOptions {
  readonly timeoutMs: number;
  readonly maxBodyBytes: number;
  readonly concurrency: number;
  /** --rate: requests per second at most. */
  readonly rate?: number;
  /**
   * "Not now" handling (429, 503, 502, 504): retries per request, the longest single wait honoured,
   * and the most this client waits on them in all (so that a server answering 429 to everything cannot
   * stretch a run without end). Pacing is not counted.
   */
  readonly retry: RetryLimits;
  readonly onExchange?: (exchange: Exchange) => void;
  /** Console lines about the server: the breakers, a request waited on for a while, the pacing and why. */
  readonly notice?: (line: string) => void;
  /**
   * A fresh token for a role whose token a server answered 401 to (--token-command and its siblings):
   * asked at most once per role and run; the request is then sent once more with the new token.
   */
  readonly refreshToken?: RefreshToken;
  /** The User-Agent every request carries. */
  readonly userAgent: string;
}

/** The pipeline and the state its layers share, which the client and the run ask about. */
export interface Pipeline {
  readonly send: Send;
  readonly health: ServerHealth;
  readonly operations: OperationBreakers;
  readonly budget: RetryBudget;
  readonly pacer: Pacer;
  readonly readLag: ReadLag;
  readonly credentials: Credentials;
  readonly liveness: Liveness;
  readonly base: BaseUrl;
  close(): Promise<void>;
}

/**
 * The client as a pipeline of layers, composed here and nowhere else: a request goes down from the
 * first to the last, its exchange comes back up. Adding a concern is one layer file and one line here.
 */
export function buildPipeline(config: ConnectionConfig, options: PipelineOptions): Pipeline {
  const base = new BaseUrl(config.baseUrl);
  const agent = createAgent({ connections: options.concurrency, keepAliveTimeout: 4_000, connect: { timeout: options.timeoutMs } });
  const health = new ServerHealth(options.notice, options.timeoutMs);
  const liveness = new Liveness(agent, base, health, options.timeoutMs);
  const store = new Credentials(config);
  const budget = new RetryBudget(options.retry);
  const operations = new OperationBreakers(health, options.notice);
  const readLag = new ReadLag(options.notice);
  const pacer = new Pacer({ budget, ...(options.rate ? { rate: options.rate } : {}), ...(options.notice ? { notice: options.notice } : {}) });
  const send = compose(
    [
      recording(options.onExchange), // every exchange as the client gives it back
      redaction(store), // tokens out of everything written; JSON parsed from the redacted text
      tokenRefresh(store, options.refreshToken), // a 401 to a role's own token: refreshed once, sent again
      readLagWait(readLag), // a read of a changed document: after the server's reads show the change
      notNowRetry(budget), // 429, 503, 502, 504: waited out within the budget
      transportRetry(health, liveness), // a transport failure: sent again once, confirmed by a liveness probe
      // Each attempt takes a slot first: a breaker that opened while it waited keeps it back.
      lanes(new Throttle(options.concurrency)), // --concurrency, flows, races
      operationBreaker(operations, base), // an operation that stopped answering: not sent
      serverBreaker(health, liveness, base), // a server that stopped answering: not sent
      pacing(pacer), // the server's rate: --rate, RateLimit fields, Retry-After, adaptive
      userAgent(options.userAgent),
      credentials(store), // the caller's Authorization
      inFlight(health, base), // what the console names when an answer is long in coming
    ],
    transport(agent, base, options),
  );
  return {
    send,
    health,
    operations,
    budget,
    pacer,
    readLag,
    credentials: store,
    liveness,
    base,
    close: async () => {
      health.dispose();
      await agent.close();
    },
  };
}
