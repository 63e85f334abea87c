import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findProjectRoot } from '../../specs/spec-source.js';
import type { ConnectionConfig } from '../../engine/connection.js';

/** The project's root (package.json), where tests find the docs, the specs and the built CLI. */
export const ROOT = findProjectRoot();

const made: string[] = [];

/**
 * A fresh directory for one test's reports and config, removed once its test file has run
 * (test/support/remove-work-dirs.ts): a run of `npm test` would otherwise leave about a hundred
 * directories and the tarball's 80 MB install in the system's temporary folder.
 */
export function workDir(prefix = 'pmc-e2e-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes every directory workDir made so far. */
export function removeWorkDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}

export function writeConfig(dir: string, config: ConnectionConfig): string {
  const file = join(dir, 'config.json');
  writeFileSync(file, JSON.stringify(config));
  return file;
}
