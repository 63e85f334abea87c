/** Response times of one operation, in whole milliseconds. */
export interface OperationLatency {
  readonly exchanges: number;
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
}

export interface TrafficFigures {
  readonly exchanges: number;
  readonly statuses: Record<string, number>;
  readonly latencyMs: { readonly p50: number; readonly p99: number };
  /** Per operation ("PATCH /projects/{projectId}"): absent on reports of earlier versions. */
  readonly latencyByOperation?: Readonly<Record<string, OperationLatency>>;
}

/** A millisecond latency histogram: bucket (whole ms) → count. */
export type Histogram = Record<string, number>;

/** Exchanges, statuses and millisecond latency histograms (all, and per operation): small, mergeable, exact to 1 ms. */
export interface Traffic {
  exchanges: number;
  statuses: Record<string, number>;
  latency: Histogram;
  /** The same histogram per operation ("PATCH /projects/{projectId}"). */
  byOperation: Record<string, Histogram>;
}

export const newTraffic = (): Traffic => ({ exchanges: 0, statuses: {}, latency: {}, byOperation: {} });

export function countExchange(traffic: Traffic, status: number | string, durationMs: number, operation?: string): void {
  traffic.exchanges += 1;
  traffic.statuses[String(status)] = (traffic.statuses[String(status)] ?? 0) + 1;
  const bucket = String(Math.round(durationMs));
  traffic.latency[bucket] = (traffic.latency[bucket] ?? 0) + 1;
  if (operation === undefined) return;
  const histogram = (traffic.byOperation[operation] ??= {});
  histogram[bucket] = (histogram[bucket] ?? 0) + 1;
}

function mergeHistogram(into: Histogram, from: Histogram): void {
  for (const [ms, count] of Object.entries(from)) into[ms] = (into[ms] ?? 0) + count;
}

export function mergeTraffic(into: Traffic, from: Traffic): void {
  into.exchanges += from.exchanges;
  for (const [status, count] of Object.entries(from.statuses)) into.statuses[status] = (into.statuses[status] ?? 0) + count;
  mergeHistogram(into.latency, from.latency);
  for (const [operation, histogram] of Object.entries(from.byOperation ?? {})) mergeHistogram((into.byOperation[operation] ??= {}), histogram);
}

const ascending = (histogram: Histogram) => Object.entries(histogram).sort((a, b) => Number(a[0]) - Number(b[0]));

function percentile(latency: Histogram, total: number, p: number): number {
  const rank = Math.ceil(total * p);
  let seen = 0;
  for (const [ms, count] of ascending(latency)) {
    seen += count;
    if (seen >= rank) return Number(ms);
  }
  return 0;
}

/** p50, p95 and max of one operation's histogram. */
export function operationLatency(histogram: Histogram): OperationLatency {
  const exchanges = Object.values(histogram).reduce((sum, count) => sum + count, 0);
  const buckets = ascending(histogram);
  return {
    exchanges,
    p50: percentile(histogram, exchanges, 0.5),
    p95: percentile(histogram, exchanges, 0.95),
    max: buckets.length === 0 ? 0 : Number(buckets[buckets.length - 1]?.[0]),
  };
}

export function trafficFigures(traffic: Traffic): TrafficFigures {
  const sortedStatuses = Object.fromEntries(Object.entries(traffic.statuses).sort(([a], [b]) => a.localeCompare(b)));
  const operations = Object.entries(traffic.byOperation ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return {
    exchanges: traffic.exchanges,
    statuses: sortedStatuses,
    latencyMs: { p50: percentile(traffic.latency, traffic.exchanges, 0.5), p99: percentile(traffic.latency, traffic.exchanges, 0.99) },
    ...(operations.length > 0
      ? { latencyByOperation: Object.fromEntries(operations.map(([operation, histogram]) => [operation, operationLatency(histogram)])) }
      : {}),
  };
}
