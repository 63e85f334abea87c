import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './source-files.js';

/**
 * The import graph of the shipped code: every folder imports only from the floors below it (a
 * sibling on its own floor only in a direction named below, with its reason), and no file reaches
 * itself through its imports (type-only imports included).
 */
const ROOT = resolve(import.meta.dirname, '..', '..');

/** Floors, lowest first. A folder may import the floors below it, and a sibling of its floor only as SIDEWAYS allows. */
const FLOORS: readonly (readonly string[])[] = [
  ['specs'],
  ['generators'],
  ['engine'],
  ['reference'],
  ['suites/runtime'],
  ['suites/checks'],
  ['runner'],
  ['reports'],
  // Commands built on the layers below; none borrows from another but as SIDEWAYS says.
  ['deprecations', 'baseline', 'traffic', 'diff', 'pact', 'verify'],
  ['api'],
  // The suite proving itself against the reference server (selftest, and the proof tests): runs through the API.
  ['proof'],
  ['cli'],
  ['bench', 'scripts'],
];

/** The only imports between two folders of one floor: from → to, and why that direction. */
const SIDEWAYS: readonly { readonly from: string; readonly to: string; readonly why: string }[] = [
  {
    from: 'diff',
    to: 'baseline',
    why: "a diff is a baseline of the base server compared at once with the candidate's: it captures, compares and reports with baseline's steps, drift and report builder",
  },
  {
    from: 'verify',
    to: 'traffic',
    why: "verify re-judges a bundle's HAR as traffic judges a recorded HAR: one reading of a HAR entry into an exchange, one fold of its verdicts",
  },
];

/** The commands' floor: what they take from suites/ is the checks and their types, never a helper of the checks' own. */
const COMMANDS = FLOORS.find((floor) => floor.includes('deprecations')) ?? [];
const CHECK_TYPES = new Set(['suites/runtime/check-types.ts', 'suites/runtime/exchange-check.ts']);

/** Edges that point down but cross a seam: the part below must not know the part above. */
const SEAMS: readonly { readonly from: string; readonly to: string; readonly why: string }[] = [
  { from: 'engine/results/', to: 'engine/report/', why: 'the report reads the results; the results know nothing of the report' },
  { from: 'reports/', to: 'runner/merge-shards.ts', why: "the shard units file is the runner's, written by the command that ran the shard" },
];

/** The embedded reference server is chosen by the CLI and the API (and commands with their own runs), never by the engine, the checks or the runner. */
const REFERENCE_USERS = new Set(['reference', 'deprecations', 'baseline', 'traffic', 'diff', 'pact', 'api', 'proof', 'cli', 'bench', 'scripts']);

const folderOf = (file: string): string => {
  const [top, second] = relative(ROOT, file).split('/');
  // A file at the root of suites/ belongs to neither of its floors: it is seen, and has no floor.
  return top === 'suites' && (second === 'runtime' || second === 'checks') ? `suites/${second}` : (top ?? '');
};
const floorOf = (folder: string) => FLOORS.findIndex((floor) => floor.includes(folder));

/** Every top-level folder the floors name (suites/ whole, so a file beside its two floors is seen). */
const files = [...new Set(FLOORS.flat().map((folder) => folder.split('/')[0] ?? folder))]
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

  it('has no sideways import between folders of one floor but the directions named, each with its reason', () => {
    const allowed = (edge: (typeof edges)[number]) => SIDEWAYS.some((way) => way.from === edge.fromFolder && way.to === edge.toFolder);
    const sideways = edges
      .filter((edge) => edge.fromFolder !== edge.toFolder && floorOf(edge.toFolder) === floorOf(edge.fromFolder) && !allowed(edge))
      .map((edge) => `${name(edge.from)} -> ${name(edge.to)}`);
    expect(sideways).toEqual([]);
    for (const way of SIDEWAYS) {
      expect(floorOf(way.from), `${way.from} -> ${way.to}`).toBe(floorOf(way.to));
      expect(way.why.length, `${way.from} -> ${way.to} says why`).toBeGreaterThan(20);
      // A named direction that no import uses any more is a stale exception: remove it.
      expect(
        edges.some((edge) => edge.fromFolder === way.from && edge.toFolder === way.to),
        `${way.from} -> ${way.to} is used`,
      ).toBe(true);
    }
  });

  it('lets the commands take the checks and their types from suites/, not the helpers of the checks', () => {
    const borrowed = edges
      .filter((edge) => COMMANDS.includes(edge.fromFolder) && edge.toFolder.startsWith('suites/'))
      .filter((edge) => !CHECK_TYPES.has(name(edge.to)) && !(edge.toFolder === 'suites/checks' && !/helpers\.ts$/.test(edge.to)))
      .map((edge) => `${name(edge.from)} -> ${name(edge.to)}`);
    expect(borrowed).toEqual([]);
  });

  it.each(SEAMS)('keeps the seam $from -/-> $to ($why)', ({ from, to }) => {
    const crossing = edges
      .filter((edge) => name(edge.from).startsWith(from) && name(edge.to).startsWith(to))
      .map((edge) => `${name(edge.from)} -> ${name(edge.to)}`);
    expect(crossing).toEqual([]);
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
