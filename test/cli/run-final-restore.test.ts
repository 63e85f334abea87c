import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as MainModule from '../../cli/main.js';
import type * as RestoreModule from '../../engine/fixture-state/restore.js';
import type { RunReport } from '../../engine/report/model.js';
import { FINAL_RESTORE_ERROR } from '../runner/failing-final-restore.js';
import { workDir } from '../support/work-dir.js';

// The CLI takes no restore function (nor should it): the engine's is replaced in this process only,
// by the one whose client throws at the end of the run (test/runner/final-restore.test.ts drives the runner with it).
// The CLI is imported afresh after the mock (unit files share one module cache per worker).
let main: typeof MainModule.main;
beforeAll(async () => {
  vi.resetModules();
  vi.doMock('../../engine/fixture-state/restore.js', async (importOriginal) => {
    const engine = await importOriginal<typeof RestoreModule>();
    const { failingAtTheEnd } = await import('../runner/failing-final-restore.js');
    return { ...engine, restoreFixtures: failingAtTheEnd(engine.restoreFixtures) };
  });
  ({ main } = await import('../../cli/main.js'));
});
// The CLI imports parts of the run when it starts one: the mock stays for this file's tests, and no longer.
afterAll(() => {
  vi.doUnmock('../../engine/fixture-state/restore.js');
  vi.resetModules();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('pm-conformance run, when the final restore throws', () => {
  it('writes the reports marked incomplete, prints the leftover and the reason, and exits 2', async () => {
    vi.stubEnv('GITHUB_STEP_SUMMARY', '');
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const dir = join(workDir('pmc-final-restore-'), 'reports');

    const code = await main(['node', 'pm-conformance', 'run', '--seed', '3', '--num-runs', '2', '--only', 'project-update-persists', '--report-dir', dir]);

    const stopped = `the final restore stopped: ${FINAL_RESTORE_ERROR}`;
    const leftover = `${stopped}; the fixtures may not be as the run found them`;
    expect(code).toBe(2);
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as RunReport;
    expect(report.run.incomplete).toBe(stopped);
    expect(report.restore?.leftovers).toEqual([leftover]);
    expect(report.results.length).toBeGreaterThan(0);
    expect(out.mock.calls.map(([text]) => String(text)).join('')).toContain(`Left on the server (clean up by hand): ${leftover}\n`);
    // stderr also carries the progress lines; the tool's own lines start with its name.
    const toolLines = err.mock.calls
      .map(([text]) => String(text))
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('pm-conformance:'));
    expect(toolLines).toEqual([
      'pm-conformance: the restore left 1 change on the server, listed above and in report.json (restore.leftovers)',
      `pm-conformance: the run is incomplete: ${stopped}; the reports in ${dir} hold what was collected`,
    ]);
  });
});
