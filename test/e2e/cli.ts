import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../support/work-dir.js';

export { ROOT, workDir, writeConfig } from '../support/work-dir.js';
export const BIN = join(ROOT, 'bin', 'pm-conformance.js');

export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface CliOptions {
  readonly env?: NodeJS.ProcessEnv;
  readonly cwd?: string;
  readonly timeoutMs?: number;
  /** Sends SIGINT (once) as soon as what the CLI printed on stderr so far satisfies this. */
  readonly interruptWhen?: (stderr: string) => boolean;
  /** Called with what the CLI printed on stderr so far, at each chunk (to act while the run is under way). */
  readonly onStderr?: (stderr: string) => void;
}

/** Runs the built CLI (npm test builds first) as a user would, with a bounded time. */
export function runCli(args: readonly string[], options: CliOptions = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, ...options.env, GITHUB_STEP_SUMMARY: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    let interrupted = false;
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      options.onStderr?.(stderr);
      if (!interrupted && options.interruptWhen?.(stderr)) interrupted = child.kill('SIGINT');
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`pm-conformance ${args.join(' ')} did not finish in time`));
    }, options.timeoutMs ?? 120_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
