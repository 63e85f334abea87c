import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startReferenceServer, type RunningReference } from '../../reference/index.js';
import type { RunReport } from '../../engine/report/model.js';
import { runCli, workDir, writeConfig } from './cli.js';

// Issue 28: units run side by side and samples in batches, so answers come back in any order; what
// the run sends and reports must not depend on it, nor on --concurrency (requests in flight at once).

const read = (dir: string) => JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as RunReport;

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
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, (iso) => (recent(Date.parse(iso)) ? 'NOW' : iso))
    .replace(/[A-Z][a-z]{2}, \d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d GMT/g, (http) => (recent(Date.parse(http)) ? 'NOW' : http))
    .replace(/\b1\d{12}\b/g, (ms) => (recent(Number(ms)) ? 'NOW' : ms));
}

/**
 * Everything but timings and what names the setting itself (the rerun command, the critical path's
 * concurrency); the addresses and probes the run makes carry its process id (so that none of an earlier
 * run, left behind, is ever met again), which is the same for every request of one run: replaced.
 */
function content(report: RunReport, pid: string, origin: string) {
  const { startedAt: _s, finishedAt: _f, command: _c, criticalPath, ...run } = report.run;
  const { latencyMs: _latency, latencyByOperation: _byOperation, ...traffic } = report.traffic;
  const kept = {
    run: { ...run, criticalPath: criticalPath?.roundTrips },
    summary: report.summary,
    results: report.results,
    observations: report.observations,
    traffic,
    coverage: report.coverage,
    restore: report.restore,
  };
  return JSON.parse(withoutClock(JSON.stringify(kept).replaceAll(`-${pid}-`, '-PID-'), origin)) as unknown;
}

/** The process id the run's e-mail addresses carry (pmc-SEED-PID-N@…), base 36. */
function pidOf(report: RunReport): string {
  const match = /pmc-[0-9a-z]+-([0-9a-z]+)-\d+@/.exec(JSON.stringify(report));
  return match?.[1] ?? 'none';
}

describe('a faulty server, at --concurrency 1 and 8', () => {
  const dir = workDir('pmc-concurrency-');
  const servers: RunningReference[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  /** A run at `concurrency` against a fresh faulty server (ids and state as the other run found them). */
  async function runAt(concurrency: string): Promise<{ report: RunReport; origin: string }> {
    // Faults that fail properties (a refused update applied, a lost update, a stored invalid value, a
    // person added with an invalid rate) and a crash: each with the requests that led to it.
    const server = await startReferenceServer({
      faults: [
        'refused-timesheet-update-applied',
        'timesheet-not-persisted',
        'person-rate-negative-accepted',
        'project-budget-type-unchecked',
        'crash-on-long-string',
      ],
    });
    servers.push(server);
    const out = join(dir, `c${concurrency}`);
    const outcome = await runCli(['run', '--config', writeConfig(dir, server.config), '--seed', '5', '--concurrency', concurrency, '--report-dir', out]);
    expect(outcome.code, outcome.stderr).toBe(1);
    return { report: read(out), origin: new URL(server.url).origin };
  }

  it('reports the same verdicts, evidence, traffic and critical path', async () => {
    const one = await runAt('1');
    const eight = await runAt('8');
    expect(one.report.summary.failed).toBeGreaterThan(3);
    expect(one.report.run.criticalPath?.concurrency).toBe(1);
    expect(eight.report.run.criticalPath?.concurrency).toBe(8);
    expect(content(eight.report, pidOf(eight.report), eight.origin)).toEqual(content(one.report, pidOf(one.report), one.origin));
  }, 300_000);
});
