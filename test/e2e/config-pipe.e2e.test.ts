import { runProcess } from '../support/run-process.js';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startReferenceServer } from '../../reference/index.js';
import { BIN, ROOT, workDir, type CliResult } from './cli.js';
import { readReport } from './run-against.js';

/**
 * The built CLI with `input` on its standard input through a shell pipe: the pipe Node opens to a
 * child is a socket, which /dev/stdin cannot open. Its own process group, so that a timeout kills both.
 */
function runWithStdin(input: string, args: readonly string[]): Promise<CliResult> {
  return runProcess('sh', ['-c', 'printf "%s" "$CONFIG_JSON" | "$0" "$@"', process.execPath, BIN, ...args], {
    cwd: ROOT,
    env: { ...process.env, CONFIG_JSON: input, GITHUB_STEP_SUMMARY: '' },
    timeoutMs: 60_000,
    name: `pm-conformance ${args.join(' ')}`,
    group: true,
  });
}

describe('a --config file that is a pipe (--config <(…), /dev/stdin)', () => {
  // A pipe reads once: the connection and the profile both come from that one read.
  it('gives the run both its connection and its profile', async () => {
    const server = await startReferenceServer();
    try {
      const reports = join(workDir(), 'reports');
      const config = JSON.stringify({ ...server.config, strict: true });
      const args = ['run', '--config', '/dev/stdin', '--seed', '3', '--num-runs', '2', '--only', 'project-update-persists', '--report-dir', reports];
      const result = await runWithStdin(config, args);
      expect(result.code, result.stderr).toBe(0);
      expect(readReport(reports)?.run).toMatchObject({ baseUrl: server.config.baseUrl, embedded: false, profile: 'strict' });
    } finally {
      await server.close();
    }
  });
});
