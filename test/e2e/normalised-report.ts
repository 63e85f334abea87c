import type { RunReport } from '../../engine/report/model.js';

// A run's report without what differs from run to run whatever the suite does (issue 28): what two
// runs of one seed against a deterministic server must share, whatever --concurrency.

const DAY_MS = 86_400_000;

/**
 * What a server stamps with the time (updatedAt, the Date header, invitePendingSince) differs from run
 * to run whatever the suite does: replaced by NOW, as the origin (a port of its own) by ORIGIN; so do
 * the ids it gives the people added (reference/state/ids.ts, 66a0…, counted in the order adds arrive,
 * and units add side by side): replaced by ID.
 */
function withoutClock(text: string, origin: string): string {
  const now = Date.now();
  const recent = (ms: number) => Math.abs(ms - now) < DAY_MS;
  return text
    .replaceAll(origin, 'ORIGIN')
    .replace(/\b66a0[0-9a-f]{20}\b/g, 'ID')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)/g, (iso) => (recent(Date.parse(iso)) ? 'NOW' : iso))
    .replace(/[A-Z][a-z]{2}, \d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d GMT/g, (http) => (recent(Date.parse(http)) ? 'NOW' : http))
    .replace(/\b1\d{12}\b/g, (ms) => (recent(Number(ms)) ? 'NOW' : ms));
}

/** Results without their units' measured times (a timing, as latency is). */
export const untimed = (results: RunReport['results']) => results.map(({ durationMs: _duration, ...result }) => result);

/**
 * Everything but timings and what names the setting itself (the rerun command, the critical path's
 * concurrency); the addresses and probes the run makes carry its process id (so that none of an earlier
 * run, left behind, is ever met again), which is the same for every request of one run: replaced, in
 * either case (a check that matches e-mails case-insensitively sends them upper-cased).
 */
export function content(report: RunReport, pid: string, origin: string) {
  const { startedAt: _s, finishedAt: _f, command: _c, criticalPath, ...run } = report.run;
  const { latencyMs: _latency, latencyByOperation: _byOperation, ...traffic } = report.traffic;
  const kept = {
    run: { ...run, criticalPath: criticalPath?.roundTrips },
    summary: report.summary,
    results: untimed(report.results),
    observations: report.observations,
    traffic,
    coverage: report.coverage,
    restore: report.restore,
  };
  return JSON.parse(withoutClock(JSON.stringify(kept).replace(new RegExp(`-${pid}-`, 'gi'), '-PID-'), origin)) as unknown;
}

/**
 * `value` without what differs between processes whatever the suite does, for reports that join several
 * processes (merged shards, each with its process id): the clock, the origin, and the process id in the
 * values the run makes (pmc-SEED-PID-N@…, pmc-refused-change-PID-N), in either case.
 */
export function acrossProcesses(value: unknown, origin: string): unknown {
  const text = JSON.stringify(value)
    .replace(/\b(pmc-[0-9a-z]+-)[0-9a-z]+(-\d+@)/gi, '$1PID$2')
    .replace(/\b(pmc-refused-change-)[0-9a-z]+(-\d+)/gi, '$1PID$2');
  return JSON.parse(withoutClock(text, origin)) as unknown;
}

/** The process id the run's e-mail addresses carry (pmc-SEED-PID-N@…), base 36. */
export function pidOf(report: RunReport): string {
  const match = /pmc-[0-9a-z]+-([0-9a-z]+)-\d+@/.exec(JSON.stringify(report));
  return match?.[1] ?? 'none';
}
