import { spawn } from 'node:child_process';
import { fstatSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

let guarded = false;

/**
 * A reader that stops early (`pm-conformance run --list | head`) closes our stdout: the next write
 * fails with EPIPE, an 'error' event that, without a listener, ends Node with a stack trace and exit 1,
 * which a CI script reads as a verdict. With a listener the rest of the output is dropped quietly and
 * the command ends as it would have: exit 0 for a listing (as git and ls), its own verdict otherwise
 * (a run still writes its reports and restores its fixtures).
 */
export function ignoreClosedPipes(): void {
  if (guarded) return;
  guarded = true;
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
}

/** The CLI's own entry point (bin/pm-conformance.js), as run by node or an npm bin link. */
const BIN = fileURLToPath(new URL('../../bin/pm-conformance.js', import.meta.url));
const RELAYED = 'PMC_STDOUT_RELAYED';

const realpath = (path: string | undefined): string | undefined => {
  try {
    return path === undefined ? undefined : realpathSync(path);
  } catch {
    return undefined;
  }
};

/** stdout is a pipe or a socket: a reader that may go away. */
function stdoutIsPipe(): boolean {
  try {
    const stat = fstatSync(1);
    return stat.isFIFO() || stat.isSocket();
  } catch {
    return false;
  }
}

/**
 * Pact's native core prints its report to file descriptor 1 itself, out of Node's reach: on a closed
 * pipe it panics ("failed printing to stdout"), the verification fails, and `pact verify | head -1`
 * exited 1, "contract broken". When stdout is a pipe, the command runs again in a child whose stdout
 * is ours to read; it is passed on while the reader reads, dropped after, and the child's exit status
 * is the command's. Undefined when no relay is needed (a terminal, a file, the relayed child itself,
 * or the CLI called in-process, as tests do).
 */
export function relayStdoutOfNativeCode(): Promise<number> | undefined {
  if (process.env[RELAYED] === '1' || !stdoutIsPipe() || realpath(process.argv[1]) !== realpath(BIN)) return undefined;
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: ['inherit', 'pipe', 'inherit'],
    env: { ...process.env, [RELAYED]: '1' },
  });
  child.stdout.on('data', (chunk: Buffer) => {
    if (process.stdout.writable) process.stdout.write(chunk);
  });
  // Ctrl-C reaches the child from the terminal itself (same process group): the child handles it.
  const ignore = () => undefined;
  const forward = () => child.kill('SIGTERM');
  process.on('SIGINT', ignore);
  process.on('SIGTERM', forward);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      process.off('SIGINT', ignore);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal === 'SIGINT' ? 130 : 2));
    });
  });
}
