import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findProjectRoot } from '../../specs/spec-source.js';

/** The suite version from package.json (works from the source tree and from the installed package). */
export function suiteVersion(): string {
  const pkg = JSON.parse(readFileSync(join(findProjectRoot(), 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}
