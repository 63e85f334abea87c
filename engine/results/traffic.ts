import type { TrafficFigures } from '../report/model.js';

/** Exchanges, statuses and a millisecond latency histogram: small, mergeable, exact to 1 ms. */
export interface Traffic {
  exchanges: number;
  statuses: Record<string, number>;
  latency: Record<string, number>;
}

export const newTraffic = (): Traffic => ({ exchanges: 0, statuses: {}, latency: {} });

export function countExchange(traffic: Traffic, status: number | string, durationMs: number): void {
  traffic.exchanges += 1;
  traffic.statuses[String(status)] = (traffic.statuses[String(status)] ?? 0) + 1;
  const bucket = String(Math.round(durationMs));
  traffic.latency[bucket] = (traffic.latency[bucket] ?? 0) + 1;
}

export function mergeTraffic(into: Traffic, from: Traffic): void {
  into.exchanges += from.exchanges;
  for (const [status, count] of Object.entries(from.statuses)) into.statuses[status] = (into.statuses[status] ?? 0) + count;
  for (const [ms, count] of Object.entries(from.latency)) into.latency[ms] = (into.latency[ms] ?? 0) + count;
}

function percentile(latency: Record<string, number>, total: number, p: number): number {
  const rank = Math.ceil(total * p);
  let seen = 0;
  for (const [ms, count] of Object.entries(latency).sort((a, b) => Number(a[0]) - Number(b[0]))) {
    seen += count;
    if (seen >= rank) return Number(ms);
  }
  return 0;
}

export function trafficFigures(traffic: Traffic): TrafficFigures {
  const sortedStatuses = Object.fromEntries(Object.entries(traffic.statuses).sort(([a], [b]) => a.localeCompare(b)));
  return {
    exchanges: traffic.exchanges,
    statuses: sortedStatuses,
    latencyMs: { p50: percentile(traffic.latency, traffic.exchanges, 0.5), p99: percentile(traffic.latency, traffic.exchanges, 0.99) },
  };
}
