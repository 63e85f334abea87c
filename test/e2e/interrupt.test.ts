import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceServer, type RunningReference } from '../../reference/index.js';
import { runCli, workDir, writeConfig } from './cli.js';
import { comparable } from './server-state.js';

/** A progress line of a finished check: by then the run has changed fixtures. */
const AFTER_FIRST_CHECK = (stderr: string) => /^[✓!✗] /m.test(stderr);

/**
 * Ctrl-C on a run against staging: the checks in flight finish, the fixtures are put back, no
 * half-written report is left, and the exit status says the run did not complete (130).
 */
describe('a run stopped with Ctrl-C', () => {
  let server: RunningReference;
  beforeAll(async () => {
    server = await startReferenceServer();
  });
  afterAll(() => server.close());

  it('restores the fixtures, writes no report and exits 130', async () => {
    const dir = workDir('pmc-interrupt-');
    const before = server.snapshot();
    // Enough samples that the run is still going when the first check reports.
    const result = await runCli(
      ['run', '--config', writeConfig(dir, server.config), '--report-dir', join(dir, 'reports'), '--seed', '3', '--num-runs', '400'],
      { interruptWhen: AFTER_FIRST_CHECK },
    );
    expect(result.code, result.stderr).toBe(130);
    expect(result.stderr).toMatch(/SIGINT — finishing the checks in flight, then restoring the fixtures/);
    expect(result.stderr).toMatch(/interrupted: the fixtures were restored; no report was written/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(dir, 'reports', 'report.json'))).toBe(false);
    expect(comparable(server.snapshot())).toEqual(comparable(before));
  });
});
