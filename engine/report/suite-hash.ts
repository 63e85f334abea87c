import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sha256 } from '../../specs/spec-source.js';

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : /\.(js|ts)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
    });
}

const hashes = new Map<string, string>();

/**
 * SHA-256 over the code that decides verdicts (specs, generators, suites, engine), for the report.
 * Read once per process and root: the code a process runs is what it loaded, and a process that
 * makes many runs (the proof, a watch) would otherwise read and hash every file again for each.
 */
export function suiteSha256(root: string): string {
  let hash = hashes.get(root);
  if (hash === undefined) hashes.set(root, (hash = hashOf(root)));
  return hash;
}

function hashOf(root: string): string {
  const parts = ['specs', 'generators', 'suites', 'engine'].flatMap((dir) => {
    try {
      return filesUnder(join(root, dir));
    } catch {
      return [];
    }
  });
  return sha256(parts.map((path) => `${relative(root, path)}\n${readFileSync(path, 'utf8')}`).join('\n'));
}
