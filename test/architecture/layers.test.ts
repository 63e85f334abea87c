import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { floorOf, fromRoot, GUARDED, LAYER_FOLDERS, layerOf, OUTSIDE, ROOT, SEAMS, SIDEWAYS, TOP_FOLDERS } from '../../architecture/layers.js';
import { breach } from '../../architecture/rules/layers.js';
import { sourceFiles } from './source-files.js';

/**
 * The import graph of the shipped code against the layer table (architecture/layers.js, the same
 * table and the same judgement, `breach`, as the lint rule `architecture/layers`): every folder
 * imports only from the floors below it, and no file reaches itself through its imports.
 */
const files = TOP_FOLDERS.filter((folder) => existsSync(join(ROOT, folder))).flatMap((folder) => sourceFiles(join(ROOT, folder)));

/** file → the project files it imports (relative specifiers, type-only and dynamic ones included). */
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

const edges = [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from: fromRoot(from), to: fromRoot(to) })));

/** Folders git does not keep (build output, installs): read from .gitignore, not listed again here. */
const IGNORED = readFileSync(join(ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim().replace(/^\//, '').replace(/\/$/, ''))
  .filter((line) => line !== '' && !line.includes('*'));

const holdsCode = (dir: string): boolean =>
  readdirSync(dir).some((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return false;
    return statSync(path).isDirectory() ? holdsCode(path) : /\.(ts|js|mjs|cjs)$/.test(name);
  });

/** Strongly connected components with more than one node (Tarjan). */
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

describe('the layer table', () => {
  it('names every top-level folder that holds code, as a floor or as outside the layers', () => {
    const named = new Set([...TOP_FOLDERS, ...OUTSIDE.map(({ folder }) => folder)]);
    const unnamed = readdirSync(ROOT)
      .filter((name) => !name.startsWith('.') && name !== 'node_modules' && !IGNORED.includes(name) && !named.has(name))
      .filter((name) => statSync(join(ROOT, name)).isDirectory() && holdsCode(join(ROOT, name)));
    expect(unnamed).toEqual([]);
    expect(IGNORED).toContain('dist');
  });

  it('finds a folder by its longest name, and none for a path the table does not name', () => {
    expect(layerOf('suites/runtime/compare.ts')).toBe('suites/runtime');
    expect(layerOf('suites/checks/scenario/x.ts')).toBe('suites/checks');
    // A file at the root of suites/ belongs to neither of its floors: it is seen, and has no floor.
    expect(layerOf('suites/index.ts')).toBeUndefined();
    expect(layerOf('specsx/a.ts')).toBeUndefined();
    expect(floorOf('suites/runtime')).toBeLessThan(floorOf('suites/checks'));
  });

  it('gives each sideways direction and guard a reason, between folders it names', () => {
    for (const way of SIDEWAYS) {
      expect(floorOf(way.from), `${way.from} -> ${way.to}`).toBe(floorOf(way.to));
      expect(way.why.length, `${way.from} -> ${way.to} says why`).toBeGreaterThan(20);
      // A named direction that no import uses any more is a stale exception: remove it.
      expect(
        edges.some((edge) => layerOf(edge.from) === way.from && layerOf(edge.to) === way.to),
        `${way.from} -> ${way.to} is used`,
      ).toBe(true);
    }
    for (const seam of SEAMS) expect(seam.why.length, seam.to).toBeGreaterThan(20);
    for (const guard of GUARDED) for (const folder of guard.importedBy) expect(LAYER_FOLDERS, folder).toContain(folder);
  });
});

describe('the layers of the code', () => {
  it('sees the whole tree (every file has a floor)', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.map(fromRoot).filter((file) => layerOf(file) === undefined)).toEqual([]);
  });

  it('has no import the layer table refuses (upward, sideways, across a seam, into a guarded folder)', () => {
    const refused = edges.flatMap((edge) => {
      const found = breach(edge.from, edge.to);
      return found === undefined ? [] : [`${edge.from} -> ${edge.to}: ${found.messageId}`];
    });
    expect(refused).toEqual([]);
  });

  it('has no source folder named fixtures (tools that skip such folders would not see the code in it)', () => {
    const named = files.map(fromRoot).filter((file) => file.split('/').slice(0, -1).includes('fixtures'));
    expect(named).toEqual([]);
  });

  it('has no cycle between files', () => {
    expect(cycles(graph).map((component) => component.map(fromRoot).sort())).toEqual([]);
  });

  it('has no cycle between folders', () => {
    const folders = new Map<string, string[]>();
    for (const edge of edges) {
      const [from, to] = [layerOf(edge.from) ?? '', layerOf(edge.to) ?? ''];
      if (from !== to) folders.set(from, [...(folders.get(from) ?? []), to]);
    }
    expect(cycles(folders)).toEqual([]);
  });
});
