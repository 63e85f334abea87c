import type { Exchange } from '../../exchange.js';
import type { ApiRequest } from '../api-request.js';

/** Sends one request and gives back its exchange: what every layer offers the one above it. */
export type Send = (request: ApiRequest) => Promise<Exchange>;

/**
 * One concern of the client (pacing, retries, breakers, recording…): it wraps the send of the layer
 * below it. A layer never throws for what the server did; it answers with an exchange.
 */
export type Layer = (next: Send) => Send;

/** The layers, outermost first, around the transport that puts a request on the wire. */
export const compose = (layers: readonly Layer[], transport: Send): Send => layers.reduceRight<Send>((next, layer) => layer(next), transport);

/** A request a layer kept back, recorded as such: no check holds it against the server (engine/not-now.ts). */
export function notSent(request: ApiRequest, href: string, method: string, message: string): Exchange {
  return {
    request: { method, url: href, operation: request.operation, headers: {} },
    startedAt: new Date().toISOString(),
    durationMs: 0,
    purpose: request.purpose,
    problem: { kind: 'not-sent', message },
  };
}

/** Waits `ms` milliseconds (nothing for 0 or less). */
export const sleep = (ms: number): Promise<void> => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());
