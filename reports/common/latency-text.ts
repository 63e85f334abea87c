import type { RunReport } from '../../engine/report/model.js';

const short = (operation: string) => operation;

/**
 * The console's latency lines: p50/p95/max per operation, and with --compare-with or diff the change
 * of p50 and p95 per operation against the previous run or the base server. None without figures.
 */
export function latencyLines(report: Pick<RunReport, 'traffic' | 'latencyChange'>): string[] {
  const byOperation = Object.entries(report.traffic.latencyByOperation ?? {});
  const lines: string[] = [];
  if (byOperation.length > 0)
    lines.push(`Latency per operation (ms, p50/p95/max): ${byOperation.map(([operation, l]) => `${short(operation)} ${l.p50}/${l.p95}/${l.max}`).join(' · ')}`);
  const change = report.latencyChange;
  if (change && change.operations.length > 0)
    lines.push(
      `Latency change against ${change.against} (ms, p50 and p95): ${change.operations
        .map(({ operation, before, after }) => `${short(operation)} ${before.p50}→${after.p50}, ${before.p95}→${after.p95}`)
        .join(' · ')}`,
    );
  return lines;
}
