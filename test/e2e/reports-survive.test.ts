import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, workDir } from './cli.js';

describe('a run that has started leaves its reports', () => {
  it('when one format cannot be written: the others are, the summary is printed, exit 2 with one line naming it', async () => {
    const dir = join(workDir('pmc-survive-'), 'reports');
    mkdirSync(join(dir, 'report.html'), { recursive: true });
    const result = await runCli(['run', '--seed', '1', '--num-runs', '4', '--report-dir', dir]);

    expect(result.code, result.stderr).toBe(2);
    // stderr also carries the progress lines; the error is one line of its own.
    expect(result.stderr.split('\n').filter((line) => line.startsWith('pm-conformance:'))).toEqual([expect.stringMatching(/^pm-conformance: report\.html could not be written: .*\(written: /)]);
    expect(result.stderr).not.toMatch(/\n\s+at /); // never a stack trace
    expect(result.stdout).toMatch(/Conforms/);
    for (const file of ['report.json', 'junit.xml', 'ctrf.json', 'summary.md']) expect(existsSync(join(dir, file)), file).toBe(true);
  });
});
