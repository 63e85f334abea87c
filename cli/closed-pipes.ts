import { spawn } from 'node:child_process';
import { fstatSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

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
 * Passes a child's stream on, line by line with the escape codes taken out when `plain` (a whole line
 * at a time, so a sequence split between two chunks is still removed); dropped once our reader is gone.
 */
function passOn(from: NodeJS.ReadableStream, to: NodeJS.WriteStream, plain: boolean): () => void {
  let pending = '';
  from.setEncoding('utf8');
  from.on('data', (chunk: string) => {
    if (!to.writable) return;
    if (!plain) return void to.write(chunk);
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    if (lines.length > 0) to.write(`${stripVTControlCharacters(lines.join('\n'))}\n`);
  });
  return () => {
    if (pending && to.writable) to.write(stripVTControlCharacters(pending));
  };
}

/**
 * Pact's native core prints its report to file descriptor 1 itself, out of Node's reach: on a closed
 * pipe it panics ("failed printing to stdout"), and it colours its text with no switch the JavaScript
 * API passes on. When stdout is a pipe, or colours are not wanted (`plain`: a CI log, NO_COLOR), the
 * command runs again in a child whose output is ours to read: passed on while the reader reads (escape
 * codes taken out when plain), dropped after, and the child's exit status is the command's. Undefined
 * when no relay is needed (a terminal that wants colours, the relayed child itself, or the CLI called
 * in-process, as tests do).
 */
export function relayStdoutOfNativeCode(plain: boolean): Promise<number> | undefined {
  if (process.env[RELAYED] === '1' || !(stdoutIsPipe() || plain) || realpath(process.argv[1]) !== realpath(BIN)) return undefined;
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: ['inherit', 'pipe', plain ? 'pipe' : 'inherit'],
    env: { ...process.env, [RELAYED]: '1' },
  });
  const flushOut = child.stdout ? passOn(child.stdout, process.stdout, plain) : () => undefined;
  const flushErr = plain && child.stderr ? passOn(child.stderr, process.stderr, plain) : () => undefined;
  // Ctrl-C reaches the child from the terminal itself (same process group): the child handles it.
  const ignore = () => undefined;
  const forward = () => child.kill('SIGTERM');
  process.on('SIGINT', ignore);
  process.on('SIGTERM', forward);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      process.off('SIGINT', ignore);
      process.off('SIGTERM', forward);
      flushOut();
      flushErr();
      resolve(code ?? (signal === 'SIGINT' ? 130 : 2));
    });
  });
}
