import { readFileSync } from 'node:fs';
import type { RunReport } from '../../engine/report/model.js';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceServer, type RunningReference } from '../../reference/index.js';
import { runCli, workDir, writeConfig } from './cli.js';
import { comparable } from './server-state.js';

/** A progress line of a finished check: by then the run has changed fixtures. */
const AFTER_FIRST_CHECK = (stderr: string) => /^[✓!✗] /m.test(stderr);

/**
 * Ctrl-C on a run against staging: the checks in flight finish, the fixtures are put back, the
 * reports hold what was collected, marked interrupted (never a whole run's verdict), the HAR so far
 * is kept, and the exit status says the run did not complete (130).
 */
describe('a run stopped with Ctrl-C', () => {
  let server: RunningReference;
  beforeAll(async () => {
    server = await startReferenceServer();
  });
  afterAll(() => server.close());

  it('restores the fixtures, writes partial reports marked interrupted, keeps the HAR and exits 130', async () => {
    const dir = workDir('pmc-interrupt-');
    const before = server.snapshot();
    const har = join(dir, 'run.har');
    // Enough samples that the run is still going when the first check reports.
    const result = await runCli(
      ['run', '--config', writeConfig(dir, server.config), '--report-dir', join(dir, 'reports'), '--seed', '3', '--num-runs', '400', '--record', har],
      { interruptWhen: AFTER_FIRST_CHECK },
    );
    expect(result.code, result.stderr).toBe(130);
    expect(result.stderr).toMatch(/SIGINT — finishing the checks in flight, then restoring the fixtures/);
    expect(result.stderr).toMatch(/interrupted: the fixtures were restored; the reports in .* hold what was collected until then/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    const report = JSON.parse(readFileSync(join(dir, 'reports', 'report.json'), 'utf8')) as RunReport & {
      verdict: { kind: string; exitCode: number; headline: string };
    };
    expect(report.run.interrupted).toBe('stopped by SIGINT before the end');
    expect(report.verdict).toMatchObject({ kind: 'interrupted', exitCode: 130 });
    expect(readFileSync(join(dir, 'reports', 'summary.md'), 'utf8').split('\n')[0]).toContain(report.verdict.headline);
    expect(result.stdout.split('\n').filter(Boolean).at(-2)).toContain(report.verdict.headline);
    const entries = (JSON.parse(readFileSync(har, 'utf8')) as { log: { entries: unknown[] } }).log.entries;
    expect(entries.length).toBeGreaterThan(0);
    expect(comparable(server.snapshot())).toEqual(comparable(before));
  });
});
