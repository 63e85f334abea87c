import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

// Entries with their types: one stat per symbolic link rather than one per file (dist/ has about 550).
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort(byName)
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      const isDirectory = entry.isDirectory() || (entry.isSymbolicLink() && statSync(path).isDirectory());
      return isDirectory ? filesUnder(path) : /\.(js|ts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
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
  // The same text as parts joined by "\n", hashed as it is read rather than joined first (~1.5 MB).
  const hash = createHash('sha256');
  parts.forEach((path, index) => hash.update(`${index > 0 ? '\n' : ''}${relative(root, path)}\n${readFileSync(path, 'utf8')}`));
  return hash.digest('hex');
}
