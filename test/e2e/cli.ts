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

/** In-process calls of the CLI, one at a time: each owns process.stdout/stderr and the environment while it runs. */
let inProcessQueue: Promise<unknown> = Promise.resolve();

/**
 * Runs the CLI's main() in this process, as the bin file does, and captures what it writes on stdout and
 * stderr: the same exit code and output as runCli without starting Node (~0.4 s of CPU per call). For
 * tests of what a command does (exit codes, one-line errors, written files); what is about the process
 * itself (signals, closed pipes, a terminal, Node's flags, the bin file) stays with runCli. Calls are
 * serialised: two at once in a describe.concurrent file would mix their output and environments.
 * An error that escapes main() is printed as Node prints an uncaught one (stack trace, exit 1), so a
 * test that refuses stack traces sees what the real process would print.
 */
export function runCliInProcess(args: readonly string[], options: Pick<CliOptions, 'env' | 'timeoutMs'> = {}): Promise<CliResult> {
  const run = inProcessQueue.then(() => callMain(args, options));
  inProcessQueue = run.catch(() => undefined);
  return run;
}

type Write = typeof process.stdout.write;

async function callMain(args: readonly string[], options: Pick<CliOptions, 'env' | 'timeoutMs'>): Promise<CliResult> {
  const { main } = await import('../../cli/main.js');
  const env: NodeJS.ProcessEnv = { ...options.env, GITHUB_STEP_SUMMARY: '' };
  const savedEnv = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  const streams = [process.stdout, process.stderr] as const;
  const saved = streams.map((stream) => ({ write: stream.write, isTTY: stream.isTTY }));
  const captured = ['', ''];
  streams.forEach((stream, index) => {
    // A child's stdout and stderr are pipes: no terminal, so no colours nor progress line (as runCli).
    stream.isTTY = false;
    stream.write = ((chunk: string | Uint8Array, encoding?: BufferEncoding | ((error?: Error | null) => void), callback?: (error?: Error | null) => void) => {
      captured[index] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
      const done = typeof encoding === 'function' ? encoding : callback;
      if (done) queueMicrotask(() => done(null));
      return true;
    }) as Write;
  });
  for (const [name, value] of Object.entries(env))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  let timer: NodeJS.Timeout | undefined;
  try {
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), options.timeoutMs ?? 120_000);
    });
    // What Node prints of an uncaught error before it exits with 1.
    const uncaught = (error: unknown) => {
      captured[1] += `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n\nNode.js ${process.version}\n`;
      return 1;
    };
    const code = await Promise.race([main(['node', BIN, ...args]).catch(uncaught), late]);
    if (code === 'late') throw new Error(`pm-conformance ${args.join(' ')} did not finish in time`);
    return { code, stdout: captured[0] ?? '', stderr: captured[1] ?? '' };
  } finally {
    clearTimeout(timer);
    streams.forEach((stream, index) => {
      stream.write = saved[index]!.write;
      stream.isTTY = saved[index]!.isTTY;
    });
    for (const [name, value] of Object.entries(savedEnv))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  }
}
