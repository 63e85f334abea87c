import { spawn, type ChildProcess } from 'node:child_process';

/** How a process the tests started ended, and everything it printed. */
export interface ProcessResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface ProcessOptions {
  readonly cwd?: string;
  readonly env?: NodeJS.ProcessEnv;
  readonly timeoutMs: number;
  /** Named in the error when it runs out of time. */
  readonly name: string;
  /** In a process group of its own, killed whole on a timeout (a shell pipeline and what it started). */
  readonly group?: boolean;
  /** Called with what the process printed on stderr so far, at each chunk (to act while it runs). */
  readonly onStderr?: (stderr: string, child: ChildProcess) => void;
}

/** A process the tests started: its child, what it printed so far, and how it ended once it has. */
export interface StartedProcess {
  readonly child: ChildProcess;
  readonly stdout: () => string;
  readonly stderr: () => string;
  /** Once its output is all read: how it ended, and everything it printed. */
  readonly ended: Promise<ProcessResult>;
}

/** Starts a command with its output kept as it comes (onStderr: called with stderr so far, at each chunk). */
export function startProcess(
  command: string,
  args: readonly string[],
  options: Pick<ProcessOptions, 'cwd' | 'env' | 'group' | 'onStderr'> = {},
): StartedProcess {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'], detached: options.group === true });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    options.onStderr?.(stderr, child);
  });
  // A command that cannot start (ENOENT) emits 'error', then 'close': said on stderr, never thrown as an unhandled event.
  child.on('error', (error) => {
    stderr += `${error.message}\n`;
  });
  const ended = new Promise<ProcessResult>((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
  return { child, stdout: () => stdout, stderr: () => stderr, ended };
}

/** Runs a command to its end with a bounded time, keeping what it printed (the tests' one way to run a process to completion). */
export function runProcess(command: string, args: readonly string[], options: ProcessOptions): Promise<ProcessResult> {
  const { child, ended } = startProcess(command, args, options);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Never kill(-0): without a pid (it never started) that would be this process's own group.
      if (options.group && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      else child.kill('SIGKILL');
      reject(new Error(`${options.name} did not finish in time`));
    }, options.timeoutMs);
  });
  return Promise.race([ended, timedOut]).finally(() => clearTimeout(timer));
}
