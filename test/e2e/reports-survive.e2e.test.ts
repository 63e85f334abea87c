import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess, workDir } from './cli.js';
import { readReport } from './run-against.js';

// What a run writes and its exit status, not the process: the CLI's main() in this process, both runs side
// by side (each with a report folder of its own). Exit 2 without a stack trace from the bin file is proved
// by test/e2e/bad-input and test/robustness/closed-pipes, spawned.
describe.concurrent('a run that has started leaves its reports', () => {
  it('when one format cannot be written: the others are, the summary is printed, exit 2 with one line naming it', async () => {
    const dir = join(workDir('pmc-survive-'), 'reports');
    mkdirSync(join(dir, 'report.html'), { recursive: true });
    const result = await runCliInProcess(['run', '--seed', '1', '--num-runs', '4', '--report-dir', dir]);

    expect(result.code, result.stderr).toBe(2);
    // stderr also carries the progress lines; the error is one line of its own.
    expect(result.stderr.split('\n').filter((line) => line.startsWith('pm-conformance:'))).toEqual([
      expect.stringMatching(/^pm-conformance: report\.html could not be written: .*\(written: /),
    ]);
    expect(result.stderr).not.toMatch(/\n\s+at /); // never a stack trace
    expect(result.stdout).toMatch(/Conforms/);
    for (const file of ['report.json', 'junit.xml', 'ctrf.json', 'summary.md']) expect(existsSync(join(dir, file)), file).toBe(true);
  });

  it('writes what was collected, marked incomplete, and exits 2 with one line', async () => {
    const root = workDir('pmc-survive-');
    const dir = join(root, 'reports');
    const harFolder = join(root, 'har');
    mkdirSync(harFolder);
    // The HAR's folder is replaced by a file once the run is under way (checks are reporting): writing it fails at the end.
    const result = await runCliInProcess(['run', '--seed', '1', '--num-runs', '4', '--report-dir', dir, '--record', join(harFolder, 'traffic.har')], {
      onStderr: (stderr) => {
        if (!stderr.includes('✓') || !existsSync(harFolder) || !statSync(harFolder).isDirectory()) return;
        rmSync(harFolder, { recursive: true });
        writeFileSync(harFolder, 'not a folder');
      },
    });

    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr.split('\n').filter((line) => line.startsWith('pm-conformance:'))).toEqual([
      expect.stringMatching(
        /^pm-conformance: the run is incomplete: the HAR \(--record\) could not be written: .*; the reports in .* hold what was collected$/,
      ),
    ]);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    const report = readReport(dir);
    expect(report?.run.incomplete).toMatch(/^the HAR \(--record\) could not be written/);
    expect(report?.results.length).toBeGreaterThan(20);
    expect(result.stdout).toMatch(/Incomplete run · Conforms/);
  });
});
