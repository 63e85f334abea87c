// The layer table: the one truth about the source folders. The lint rule `architecture/layers`,
// the architecture tests and the shipped file list (package.json "files", `npm run files:sync`)
// all derive from it; a top-level folder holding code that is not named here fails lint and test.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root (this file sits in `architecture/`). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Floors, lowest first. A folder may import the floors below it, and a sibling of its floor only as
 * SIDEWAYS allows. `shipped: false` marks a floor built but not published in the package.
 */
export const FLOORS = [
  { folders: ['specs'] },
  { folders: ['generators'] },
  { folders: ['engine'] },
  { folders: ['reference'] },
  { folders: ['suites/runtime'] },
  { folders: ['suites/checks'] },
  { folders: ['runner'] },
  { folders: ['reports'] },
  // Commands built on the layers below; none borrows from another but as SIDEWAYS says.
  { folders: ['deprecations', 'baseline', 'traffic', 'diff', 'pact', 'verify'], commands: true },
  { folders: ['api'] },
  // The suite proving itself against the reference server (selftest, and the proof tests): runs through the API.
  { folders: ['proof'] },
  { folders: ['cli'] },
  { folders: ['bench', 'scripts'], shipped: false },
];

/** The only imports between two folders of one floor: from → to, and why that direction. */
export const SIDEWAYS = [
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

const COMMANDS = FLOORS.filter((floor) => floor.commands).flatMap((floor) => floor.folders);

/**
 * Edges that point down but cross a seam: the part below must not know the part above. Paths are
 * from the root; a folder ends with `/`. `except` (a pattern on the target) names what may cross.
 */
export const SEAMS = [
  { from: ['engine/results/'], to: 'engine/report/', why: 'the report reads the results; the results know nothing of the report' },
  { from: ['reports/'], to: 'runner/merge-shards.ts', why: "the shard units file is the runner's, written by the command that ran the shard" },
  {
    from: COMMANDS.map((folder) => `${folder}/`),
    to: 'suites/',
    except: /^suites\/(runtime\/(check-types|exchange-check)\.ts|checks\/(?!.*helpers\.ts$).*)$/,
    why: 'the commands take from suites/ the checks and their types, never a helper of the checks',
  },
];

/** Folders only some folders may import, and why. */
export const GUARDED = [
  {
    folder: 'reference',
    importedBy: ['reference', 'deprecations', 'baseline', 'traffic', 'diff', 'pact', 'api', 'proof', 'cli', 'bench', 'scripts'],
    why: 'the embedded reference server is chosen by the CLI, the API and the commands with their own runs, never by the engine, the checks or the runner',
  },
];

/** Top-level folders that hold code but are no layer: they may import any layer, and none imports them. */
export const OUTSIDE = [
  { folder: 'test', why: 'the tests: they import whatever they test' },
  { folder: 'architecture', why: 'this table and the lint rules and scripts built from it (run by eslint and npm, never shipped)' },
  { folder: 'bin', why: 'the executable: one line that loads the CLI bundle (dist/cli-bundle), shipped as it is' },
  { folder: 'action', why: 'the GitHub Action (action.yml): scripts that run the installed CLI and comment on the pull request' },
];

/**
 * The CLI bundled (rolldown.config.js, after tsc): what bin/ runs. One folder deep in dist/, as the
 * compiled floors are, so that paths relative to a module (bin/, package.json) hold in it too.
 */
export const CLI_BUNDLE = 'dist/cli-bundle/';

/** What the package ships as it is, after the compiled floors. */
export const SHIPPED_AS_IS = ['bin/', 'specs/openapi.json', 'specs/json/', 'pacts/', 'CHANGELOG.md'];

/** Every layer folder, lowest floor first. */
export const LAYER_FOLDERS = FLOORS.flatMap((floor) => floor.folders);

/** The top-level folders the floors name (suites/ whole). */
export const TOP_FOLDERS = [...new Set(LAYER_FOLDERS.map((folder) => folder.split('/')[0]))];

/** A path from the root, with `/` whatever the platform. */
export const fromRoot = (file) => relative(ROOT, file).split(sep).join('/');

/** The layer folder a file (path from the root) belongs to, the longest that holds it; undefined outside the table. */
export const layerOf = (path) => LAYER_FOLDERS.filter((folder) => path.startsWith(`${folder}/`)).sort((a, b) => b.length - a.length)[0];

/** The floor of a layer folder (0 lowest); -1 when the table does not name it. */
export const floorOf = (folder) => FLOORS.findIndex((floor) => floor.folders.includes(folder));

/** package.json "files": the shipped floors' dist/ folders, then what ships as it is. */
export function shippedFiles() {
  const compiled = FLOORS.filter((floor) => floor.shipped !== false)
    .flatMap((floor) => floor.folders.map((folder) => folder.split('/')[0]))
    .map((folder) => `dist/${folder}/`);
  return [...new Set([...compiled, CLI_BUNDLE, ...SHIPPED_AS_IS])];
}

/** The lists derived from the table, where they live: what files:sync writes and the test compares. */
export function derivedLists() {
  return [
    { file: 'package.json', key: 'files', list: shippedFiles() },
    { file: 'tsconfig.build.json', key: 'include', list: TOP_FOLDERS },
    { file: 'tsconfig.json', key: 'include', list: [...TOP_FOLDERS, 'test', 'vitest.config.ts'] },
  ];
}

/** Two lists hold the same entries, whatever their order. */
export const sameEntries = (a, b) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
