import autocannon from 'autocannon';
import type { ConnectionConfig } from '../engine/connection.js';
import { requestMix } from './request-mix.js';

export interface RawFigures {
  readonly connections: number;
  readonly seconds: number;
  readonly requests: number;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Answers other than 2xx: the refused invalid bodies (3 of the 7 requests of a cycle). */
  readonly non2xx: number;
  readonly errors: number;
}

/**
 * The raw limit: autocannon firing the suite's mix of requests at the server, with nothing checked,
 * generated or recorded per request.
 */
export async function measureRaw(config: ConnectionConfig, options: { connections: number; seconds: number; seed: number }): Promise<RawFigures> {
  const requests = await requestMix(config, options.seed);
  const result = await autocannon({ url: new URL(config.baseUrl).origin, connections: options.connections, duration: options.seconds, requests });
  if (result['2xx'] === 0) throw new Error('autocannon got no 2xx answer: the request mix is broken');
  return {
    connections: options.connections,
    seconds: result.duration,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
