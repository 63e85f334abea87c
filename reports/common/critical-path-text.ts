import type { RunReport } from '../../engine/report/model.js';

const count = (value: number) => value.toLocaleString('en');

/**
 * The console's line on what latency costs the run: its dependent round trips (each sent once the one
 * it waits on was answered), its requests and --concurrency, and the least a latency of 10 ms adds,
 * which is the larger of the two bounds. None for a run that reports no critical path (merged shards).
 */
export function criticalPathLine(report: Pick<RunReport, 'run'>): string | undefined {
  const path = report.run.criticalPath;
  if (!path) return undefined;
  const atOnce = Math.ceil(path.requests / path.concurrency);
  const perTenMs = (Math.max(path.roundTrips, atOnce) * 10) / 1000;
  return `Critical path: ${count(path.roundTrips)} dependent round trips; ${count(path.requests)} requests at --concurrency ${path.concurrency} (${count(atOnce)} rounds at the least): each 10 ms of latency to the server adds at least ${perTenMs.toFixed(1)} s`;
}
