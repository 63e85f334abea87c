import { mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * `mkdir -p` without Node's `recursive: true`, which loops forever at 100 % CPU where a parent exists
 * but refuses children with ENOENT (/proc/x, other pseudo file systems). Each missing folder is made
 * from the top down; any error (ENOENT, EACCES, ENOTDIR, EEXIST for a file) is thrown as is.
 * Returns the first folder it made, as `mkdirSync(dir, { recursive: true })` does, or undefined.
 */
export function makeDirSync(dir: string): string | undefined {
  const missing: string[] = [];
  let current = resolve(dir);
  for (;;) {
    const kind = kindOf(current);
    if (kind === 'dir') break;
    // A file where the folder should be throws EEXIST; a file above it, ENOTDIR (making its child, below).
    if (kind === 'other') {
      if (missing.length === 0) mkdirSync(current);
      break;
    }
    missing.unshift(current);
    const parent = dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder);
    } catch (error) {
      // Made meanwhile by someone else (two writers of the same report directory): fine if it is a folder.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || kindOf(folder) !== 'dir') throw error;
    }
  }
  return missing[0];
}

function kindOf(path: string): 'dir' | 'other' | 'none' {
  try {
    return statSync(path).isDirectory() ? 'dir' : 'other';
  } catch {
    return 'none';
  }
}
