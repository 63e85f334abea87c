import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findProjectRoot } from '../specs/spec-source.js';
import { checksMarkdown } from './docs/checks.js';
import { configurationMarkdown } from './docs/configuration.js';

/**
 * npm run docs:generate — writes the references generated from the code: docs/configuration.md (every
 * option of every command) and docs/checks.md (every check). With --check it writes nothing and exits
 * 1 naming the files that are out of date.
 */
const root = findProjectRoot();
const generated: Record<string, string> = {
  'docs/configuration.md': configurationMarkdown(),
  'docs/checks.md': checksMarkdown(root),
};
const read = (file: string) => {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch {
    return undefined;
  }
};
const stale = Object.keys(generated).filter((file) => read(file) !== generated[file]);
if (process.argv.includes('--check')) {
  for (const file of stale) process.stderr.write(`${file} is out of date: run npm run docs:generate\n`);
  process.exitCode = stale.length > 0 ? 1 : 0;
} else for (const file of stale) writeFileSync(join(root, file), generated[file] as string);
