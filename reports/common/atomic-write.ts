import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { makeDirSync } from '../../engine/make-dir.js';

/** A temporary name beside `file` (same directory, so the final rename stays on one file system). */
export function temporaryNameFor(file: string): string {
  return join(dirname(file), `.${basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
}

/**
 * Writes `content` to a temporary file, then renames it over `file`: a reader (CI uploading
 * artefacts, a user opening the report) never sees a half-written report, even after a crash.
 */
export async function writeAtomic(file: string, content: string): Promise<string> {
  makeDirSync(dirname(file));
  const temporary = temporaryNameFor(file);
  try {
    await writeFile(temporary, content, 'utf8');
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return file;
}
