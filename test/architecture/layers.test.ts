import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The import graph of the shipped code: every folder imports only from folders on its own floor or
 * below, and no file reaches itself through its imports (type-only imports included).
 */
const ROOT = resolve(import.meta.dirname, '..', '..');

/** Floors, lowest first. A folder may import its own floor and the floors below it. */
const FLOORS: readonly (readonly string[])[] = [
  ['specs'],
  ['generators'],
  ['engine'],
  ['reference'],
  ['suites/runtime'],
  ['suites/checks'],
  ['runner'],
  ['reports'],
  // Commands built on the layers below; among themselves they form no cycle (checked below).
  ['deprecations', 'baseline', 'traffic', 'diff', 'pact'],
  ['api'],
  ['cli'],
  ['bench', 'scripts'],
];

/** The embedded reference server is chosen by the CLI and the API (and commands with their own runs), never by the engine, the checks or the runner. */
const REFERENCE_USERS = new Set(['reference', 'deprecations', 'baseline', 'traffic', 'diff', 'pact', 'api', 'cli', 'bench', 'scripts']);

const folderOf = (file: string): string => {
  const [top, second] = relative(ROOT, file).split('/');
  return top === 'suites' ? `suites/${second}` : (top ?? '');
};
const floorOf = (folder: string) => FLOORS.findIndex((floor) => floor.includes(folder));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

const files = FLOORS.flat()
  .filter((folder) => existsSync(join(ROOT, folder)))
  .flatMap((folder) => sourceFiles(join(ROOT, folder)));

/** file → the project files it imports (relative specifiers, type-only ones included). */
const graph = new Map(
  files.map((file) => [
    file,
    ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.filter((imported) => imported.fileName.startsWith('.'))
      .map((imported) => resolve(dirname(file), imported.fileName).replace(/\.js$/, '.ts'))
      .filter((target) => existsSync(target)),
  ]),
);

const edges = [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from, to, fromFolder: folderOf(from), toFolder: folderOf(to) })));
const name = (file: string) => relative(ROOT, file);

/** Strongly connected components with more than one file (Tarjan). */
function cycles(nodes: Map<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    for (const next of nodes.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member !== undefined) component.push(member);
    } while (member !== undefined && member !== node);
    if (component.length > 1) found.push(component);
  };
  for (const node of nodes.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the layers of the code', () => {
  it('sees the whole tree (every shipped folder has a floor)', () => {
    expect(files.length).toBeGreaterThan(300);
    for (const file of files) expect(floorOf(folderOf(file)), name(file)).toBeGreaterThanOrEqual(0);
  });

  it('has no upward import', () => {
    const upward = edges.filter((edge) => floorOf(edge.toFolder) > floorOf(edge.fromFolder)).map((edge) => `${name(edge.from)} -> ${name(edge.to)}`);
    expect(upward).toEqual([]);
  });

  it('leaves the choice of the embedded server to the CLI, the API and the commands', () => {
    const chosen = edges
      .filter((edge) => edge.toFolder === 'reference' && !REFERENCE_USERS.has(edge.fromFolder))
      .map((edge) => `${name(edge.from)} -> ${name(edge.to)}`);
    expect(chosen).toEqual([]);
  });

  it('has no cycle between files', () => {
    expect(cycles(graph).map((component) => component.map(name).sort())).toEqual([]);
  });

  it('has no cycle between folders', () => {
    const folders = new Map<string, string[]>();
    for (const edge of edges) if (edge.fromFolder !== edge.toFolder) folders.set(edge.fromFolder, [...(folders.get(edge.fromFolder) ?? []), edge.toFolder]);
    expect(cycles(folders)).toEqual([]);
  });
});
