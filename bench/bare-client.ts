import type { Request } from 'autocannon';
import { Agent } from 'undici';
import type { ConnectionConfig } from '../engine/connection.js';
import type { RawFigures } from './raw.js';
import { requestMix } from './request-mix.js';

/** The latency percentile `p` (0–1) of sorted durations, in whole ms as autocannon gives them. */
function percentile(sorted: readonly number[], p: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);
}

/** How long the replay goes on: for a time, or for a number of requests in all. */
export type BareClientBound = { readonly seconds: number } | { readonly requests: number };

/**
 * The suite's HTTP library alone: undici's agent, as the suite's client uses it, replaying
 * autocannon's request mix on as many connections, with nothing generated, checked or recorded.
 * Set beside autocannon, it tells how much of the gap between the suite and autocannon is HTTP in
 * Node and how much is the suite's own work per exchange; behind the latency proxy, what HTTP, the
 * proxy and the server cost a run that did nothing else.
 */
export async function measureBareClient(
  config: ConnectionConfig,
  options: { readonly connections: number; readonly seed: number } & BareClientBound,
): Promise<RawFigures> {
  const mix = await requestMix(config, options.seed);
  const origin = new URL(config.baseUrl).origin;
  const agent = new Agent({ connections: options.connections });
  const durations: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const more: () => boolean = 'seconds' in options ? () => performance.now() < started + options.seconds * 1000 : () => sent < options.requests;
  const connection = async () => {
    const context: Record<string, unknown> = {};
    while (more()) {
      for (const template of mix) {
        if (!more()) break;
        sent += 1;
        const request: Request = template.setupRequest ? template.setupRequest({ ...template }, context) : template;
        const at = performance.now();
        try {
          const answer = await agent.request({
            origin,
            path: request.path ?? '/',
            method: (request.method ?? 'GET') as 'GET',
            headers: request.headers ?? {},
            body: request.body ?? null,
          });
          const body = await answer.body.text();
          durations.push(performance.now() - at);
          if (answer.statusCode < 200 || answer.statusCode > 299) non2xx += 1;
          template.onResponse?.(answer.statusCode, body, context);
        } catch {
          errors += 1;
        }
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: options.connections }, connection));
  } finally {
    await agent.close();
  }
  const seconds = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  return {
    connections: options.connections,
    seconds: Math.round(seconds * 100) / 100,
    requests: durations.length,
    requestsPerSecond: Math.round(durations.length / seconds),
    p50Ms: percentile(durations, 0.5),
    p99Ms: percentile(durations, 0.99),
    non2xx,
    errors,
  };
}
