import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ToolError } from './tool-error.js';
import { makeDirSync } from './make-dir.js';

/**
 * Fails (exit 2, one line) unless `dir` is, or can be made, a directory the run can write into. Called
 * before the server is contacted: a run must not change staging data and then find it cannot write
 * its reports. A directory made for the check is removed again when the check fails.
 */
export function assertWritableDir(dir: string, what: string): void {
  let created: string | undefined;
  try {
    created = makeDirSync(dir);
    const probe = join(dir, `.pmc-write-check-${process.pid}`);
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (error) {
    if (created) rmSync(created, { recursive: true, force: true });
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ToolError(`${what} ${dir} is not a writable directory (${reason})`);
  }
}

/** The same check for a file the run writes at its end (--record): its directory, and not a directory itself. */
export function assertWritableFile(file: string, what: string): void {
  if (existsSync(file) && statSync(file).isDirectory()) throw new ToolError(`${what} ${file} is a directory, not a file`);
  try {
    assertWritableDir(dirname(file), 'its folder');
  } catch (error) {
    // Names the file the user gave, then the folder that is at fault.
    throw new ToolError(`${what} ${file} cannot be written: ${(error as Error).message}`);
  }
}
