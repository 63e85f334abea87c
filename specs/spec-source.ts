import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the specification lives beside a checkout: ../shared/spec/ from the project root. */
export function specPath(projectRoot = findProjectRoot()): string {
  return resolve(projectRoot, '..', 'shared', 'spec', 'project-timesheet-api.md');
}

export function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return dir;
}

export function sha256(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Hash of the spec file the schemas were derived from, or undefined when it is not beside us. */
export function currentSpecSha256(): string | undefined {
  const path = specPath();
  return existsSync(path) ? sha256(readFileSync(path)) : undefined;
}
