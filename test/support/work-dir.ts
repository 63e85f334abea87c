import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findProjectRoot } from '../../specs/spec-source.js';
import type { ConnectionConfig } from '../../engine/connection.js';

/** The project's root (package.json), where tests find the docs, the specs and the built CLI. */
export const ROOT = findProjectRoot();

/** A fresh directory for one test's reports and config. */
export function workDir(prefix = 'pmc-e2e-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function writeConfig(dir: string, config: ConnectionConfig): string {
  const file = join(dir, 'config.json');
  writeFileSync(file, JSON.stringify(config));
  return file;
}
