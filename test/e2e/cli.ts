import { AsyncLocalStorage } from 'node:async_hooks';
import { join } from 'node:path';
import { ROOT } from '../support/work-dir.js';
import { runProcess, type ProcessResult } from '../support/run-process.js';

export { ROOT, workDir, writeConfig } from '../support/work-dir.js';
export const BIN = join(ROOT, 'bin', 'pm-conformance.js');

export type CliResult = ProcessResult;

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
  return runNodeScript(BIN, args, options);
}

/** Runs a built script of the package (a file of dist/, the CLI's bin) in a Node process of its own, with a bounded time. */
export function runNodeScript(script: string, args: readonly string[], options: CliOptions = {}): Promise<CliResult> {
  let interrupted = false;
  return runProcess(process.execPath, [script, ...args], {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env, GITHUB_STEP_SUMMARY: '' },
    timeoutMs: options.timeoutMs ?? 120_000,
    name: `${script === BIN ? 'pm-conformance' : script} ${args.join(' ')}`,
    onStderr: (stderr, child) => {
      options.onStderr?.(stderr);
      if (!interrupted && options.interruptWhen?.(stderr)) interrupted = child.kill('SIGINT');
    },
  });
}

/** What the in-process call whose async context this is has written (stdout, stderr), and who watches its stderr. */
interface Capture {
  readonly output: [string, string];
  readonly onStderr: ((stderr: string) => void) | undefined;
}
const captured = new AsyncLocalStorage<Capture>();

/** What an in-process call takes of runCli's options (no signal: it is not a process of its own). */
export type InProcessOptions = Pick<CliOptions, 'env' | 'timeoutMs' | 'onStderr'>;

/** What a new call waits for: an exclusive call (one with its own environment) under way or queued. */
let gate: Promise<unknown> = Promise.resolve();
/** The shared calls under way: an exclusive call waits for them. */
const running = new Set<Promise<unknown>>();

/**
 * Runs the CLI's main() in this process, as the bin file does, and captures what it writes on stdout and
 * stderr: the same exit code and output as runCli without starting Node (~0.4 s of CPU per call). For
 * tests of what a command does (exit codes, one-line errors, written files, how a run copes with a
 * server); what is about the process itself (signals, closed pipes, a terminal, Node's flags, the bin
 * file) stays with runCli. Calls may overlap (describe.concurrent): each one's writes are told apart by
 * its async context; a call with its own environment variables runs alone, since process.env is one.
 * An error that escapes main() is printed as Node prints an uncaught one (stack trace, exit 1), so a
 * test that refuses stack traces sees what the real process would print.
 */
export function runCliInProcess(args: readonly string[], options: InProcessOptions = {}): Promise<CliResult> {
  if (options.env === undefined || Object.keys(options.env).length === 0) {
    const run = gate.then(() => callMain(args, options));
    const settled = run.catch(() => undefined);
    running.add(settled);
    void settled.finally(() => running.delete(settled));
    return run;
  }
  const run = Promise.all([gate, ...running]).then(() => callMain(args, options));
  gate = run.catch(() => undefined);
  return run;
}

type Write = typeof process.stdout.write;
const STREAMS = [process.stdout, process.stderr] as const;
let active = 0;
let restoreStreams = () => {};

/** While calls are under way: their writes go to their capture, and stdout and stderr are pipes (no terminal: no colours nor progress line, as runCli). */
function captureStreams(): void {
  active += 1;
  if (active > 1) return;
  const saved = STREAMS.map((stream) => ({ write: stream.write, isTTY: stream.isTTY }));
  const summary = process.env.GITHUB_STEP_SUMMARY;
  process.env.GITHUB_STEP_SUMMARY = '';
  STREAMS.forEach((stream, index) => {
    const original = saved[index]!.write;
    stream.isTTY = false;
    stream.write = function (this: NodeJS.WriteStream, chunk: string | Uint8Array, ...rest: unknown[]) {
      const store = captured.getStore();
      if (!store) return (original as (...all: unknown[]) => boolean).call(this, chunk, ...rest);
      store.output[index] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
      if (index === 1) store.onStderr?.(store.output[1]);
      const done = rest.find((argument): argument is (error?: Error | null) => void => typeof argument === 'function');
      if (done) queueMicrotask(() => done(null));
      return true;
    } as Write;
  });
  restoreStreams = () => {
    STREAMS.forEach((stream, index) => {
      stream.write = saved[index]!.write;
      stream.isTTY = saved[index]!.isTTY;
    });
    if (summary === undefined) delete process.env.GITHUB_STEP_SUMMARY;
    else process.env.GITHUB_STEP_SUMMARY = summary;
  };
}

function releaseStreams(): void {
  active -= 1;
  if (active === 0) restoreStreams();
}

async function callMain(args: readonly string[], options: InProcessOptions): Promise<CliResult> {
  const { main } = await import('../../cli/main.js');
  const env = options.env ?? {};
  const savedEnv = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  const setEnv = (values: NodeJS.ProcessEnv) => {
    for (const [name, value] of Object.entries(values))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  };
  const output: [string, string] = ['', ''];
  captureStreams();
  setEnv(env);
  let timer: NodeJS.Timeout | undefined;
  try {
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), options.timeoutMs ?? 120_000);
    });
    // What Node prints of an uncaught error before it exits with 1.
    const uncaught = (error: unknown) => {
      output[1] += `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n\nNode.js ${process.version}\n`;
      return 1;
    };
    const code = await Promise.race([captured.run({ output, onStderr: options.onStderr }, () => main(['node', BIN, ...args])).catch(uncaught), late]);
    if (code === 'late') throw new Error(`pm-conformance ${args.join(' ')} did not finish in time`);
    return { code, stdout: output[0], stderr: output[1] };
  } finally {
    clearTimeout(timer);
    setEnv(savedEnv);
    releaseStreams();
  }
}
