import type { ConnectionConfig } from '../connection.js';
import type { Exchange } from '../exchange.js';
import { suiteVersion } from '../report/version.js';
import type { Target } from './target.js';
import type { ApiRequest } from './api-request.js';
import type { ServerHealth } from './health.js';
import { defaultUserAgent } from './layers/user-agent.js';
import type { ReadLag } from './read-lag.js';
import { buildPipeline, type Pipeline, type PipelineOptions } from './pipeline.js';

export { bodyObjectOf, pathFor, type ApiRequest, type Caller, type RawCredentials } from './api-request.js';
/** The connection keys that hold a token; the redaction pairs of a connection (engine/connection.ts's table). */
export { secretsOf, type TokenRole } from '../connection.js';

/** The pipeline's options (engine/http/pipeline.ts), the User-Agent defaulting to `pm-conformance/<version>`. */
export type ClientOptions = Omit<PipelineOptions, 'userAgent'> & { readonly userAgent?: string };

/**
 * The only way the suite talks to a server: a pipeline of layers (engine/http/pipeline.ts), bounded
 * (timeout, body cap, concurrency, the server's rate), never following redirects, waiting out "not
 * now" answers within a budget, breaking off an operation or a server that stopped answering, and
 * recording every exchange with the tokens redacted.
 */
export class ApiClient {
  private readonly pipeline: Pipeline;
  /** Requests sent through `send` so far (the critical path counts the sequential ones of a run's start and end). */
  private sentCount = 0;

  constructor(config: ConnectionConfig, options: ClientOptions) {
    this.pipeline = buildPipeline(config, { ...options, userAgent: options.userAgent ?? defaultUserAgent(suiteVersion()) });
  }

  /** Sends a request through the pipeline. */
  send(apiRequest: ApiRequest): Promise<Exchange> {
    this.sentCount += 1;
    return this.pipeline.send(apiRequest);
  }

  /** The whole-server breaker and the requests in flight. */
  get health(): ServerHealth {
    return this.pipeline.health;
  }

  /** Operations that stopped answering while the server answered others, with why. */
  get notAnswering(): ReadonlyMap<string, string> {
    return this.pipeline.operations.tripped;
  }

  get secretPairs(): readonly (readonly [string, string])[] {
    return this.pipeline.credentials.secrets;
  }

  /** Where a request goes: its full URL (as recorded, before redaction) and its path and query (as sent). */
  targetOf(request: Pick<ApiRequest, 'operation' | 'params' | 'path' | 'query'>): Target {
    return this.pipeline.base.targetOf(request);
  }

  /** Requests sent through `send` so far. */
  get sent(): number {
    return this.sentCount;
  }

  /** How long reads wait after a change of their document (read-lag.ts): the run tells it what the probe found. */
  get readLag(): ReadLag {
    return this.pipeline.readLag;
  }

  /** A new budget of waiting on "not now" answers: the run gives each group of checks its own. */
  resetRetryBudget(): void {
    this.pipeline.budget.reset();
    this.pipeline.pacer.afresh();
  }

  /** Whether the server answers at all now (a liveness probe; counted by the breaker). */
  alive(): Promise<boolean> {
    return this.pipeline.liveness.probe();
  }

  async close(): Promise<void> {
    await this.pipeline.close();
  }
}
