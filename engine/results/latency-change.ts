import { countExchange, newTraffic, trafficFigures, type OperationLatency } from './traffic.js';
import type { Exchange } from '../exchange.js';

/** One operation's latency before (a previous report, the base server of a diff) and now. */
export interface LatencyChange {
  readonly operation: string;
  readonly before: OperationLatency;
  readonly after: OperationLatency;
}

/** Per operation, the latency before (a previous report, the base server) and now: operations seen on both sides. */
export function latencyChanges(
  before: Readonly<Record<string, OperationLatency>> | undefined,
  after: Readonly<Record<string, OperationLatency>> | undefined,
): LatencyChange[] {
  if (!before || !after) return [];
  return Object.entries(after)
    .filter(([operation]) => before[operation] !== undefined)
    .map(([operation, now]) => ({ operation, before: before[operation] as OperationLatency, after: now }));
}

/** The latency per operation of a set of exchanges (the diff's, one side). */
export function latencyOf(exchanges: Iterable<Exchange>): Readonly<Record<string, OperationLatency>> {
  const traffic = newTraffic();
  for (const exchange of exchanges) countExchange(traffic, exchange.response?.status ?? 'none', exchange.durationMs, exchange.request.operation);
  return trafficFigures(traffic).latencyByOperation ?? {};
}
