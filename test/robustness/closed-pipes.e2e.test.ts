import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, ROOT, workDir } from '../e2e/cli.js';

interface Closed {
  readonly code: number | null;
  readonly stderr: string;
}

/**
 * Runs the built CLI with a stdout whose reader goes away: at once (`| true`), or after the first
 * chunk (`| head -1`). The CLI must end quietly, with the status it would have had.
 */
function withClosedStdout(args: readonly string[], when: 'at-once' | 'after-first-chunk'): Promise<Closed> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: { ...process.env, GITHUB_STEP_SUMMARY: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
    if (when === 'at-once') child.stdout.destroy();
    else child.stdout.once('data', () => child.stdout.destroy());
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`pm-conformance ${args.join(' ')} did not end with its stdout closed`));
    }, 120_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

const PACT = join(ROOT, 'pacts', 'pm-conformance-consumer-project-timesheet-api.json');

describe.concurrent('a closed stdout ends a command quietly (issue 25)', () => {
  it.each([
    ['run --list', ['run', '--list']],
    ['--help', ['--help']],
    ['run --help', ['run', '--help']],
    ['--version', ['--version']],
  ])('%s | head -1: exit 0, nothing on stderr', async (_name, args) => {
    for (const when of ['at-once', 'after-first-chunk'] as const) {
      const result = await withClosedStdout(args, when);
      expect(result.stderr, when).toBe('');
      expect(result.code, when).toBe(0);
    }
  });

  it("pact verify | head -1: Pact's native core does not panic, and the exit status is the verification's", async () => {
    for (const when of ['at-once', 'after-first-chunk'] as const) {
      const result = await withClosedStdout(['pact', 'verify'], when);
      expect(result.stderr, when).not.toMatch(/panicked|Broken pipe|EPIPE|\n\s+at /);
      expect(result.code, `${when}: ${result.stderr}`).toBe(0);
    }
  });

  it('pact check, traffic and run with a closed stdout still write their reports and exit with their verdict', async () => {
    const log = join(workDir(), 'access.log');
    writeFileSync(log, '10.0.0.1 - - [01/Feb/2026:00:00:01 +0000] "PATCH /v1/projects/p1 HTTP/1.1" 200 12\n');
    for (const args of [
      ['pact', 'check', PACT],
      ['traffic', log],
      ['run', '--only', 'transport', '--num-runs', '1'],
    ]) {
      const reportDir = join(workDir('pmc-closed-pipe-'), 'reports');
      const result = await withClosedStdout([...args, '--report-dir', reportDir], 'at-once');
      expect(result.stderr, args[0]).not.toMatch(/EPIPE|\n\s+at /);
      expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(0);
      expect(existsSync(join(reportDir, 'report.json')), args[0]).toBe(true);
    }
  });
});
