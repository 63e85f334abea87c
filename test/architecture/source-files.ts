import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The TypeScript sources below `dir` (declarations and node_modules left out), for the architecture tests. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}
