import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, workDir } from './cli.js';

describe('run --record', () => {
  it('streams the HAR at --concurrency 8 without a MaxListenersExceededWarning', async () => {
    const dir = workDir('pmc-record-');
    const har = join(dir, 'run.har');
    // --trace-warnings is not needed: Node prints every process warning on stderr by default.
    const result = await runCli(['run', '--seed', '3', '--concurrency', '8', '--record', har, '--report-dir', join(dir, 'reports')]);
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(har)).toBe(true);
    expect(result.stderr).not.toMatch(/MaxListenersExceededWarning|memory leak/);
  }, 180_000);
});
