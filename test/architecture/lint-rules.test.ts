import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { architecture, plugin } from '../../architecture/eslint.js';
import { ROOT } from '../../architecture/layers.js';
import { ONE_COPY, ONE_WRAPPER } from '../../architecture/one-copy.js';

/**
 * The architecture's lint rules, fed snippets through ESLint's API with the blocks eslint.config.js
 * spreads (parsed without type information: these rules read only the syntax tree).
 */
const PARSER: Linter.Config = { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser as Linter.Parser } };
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: [PARSER, ...architecture] });

/** The errors (rule: message) ESLint gives `code` as the file `file` (a path from the root). */
async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

const layerErrors = async (file: string, code: string) => (await lint(file, code)).filter((error) => error.startsWith('architecture/layers'));

describe('architecture/layers', () => {
  it.each([
    ['engine/http/x.ts', "import { runUnits } from '../../runner/run.js';", 'engine imports runner, a floor above it'],
    ['engine/x.ts', "export * from '../cli/main.js';", 'engine imports cli'],
    ['specs/x.ts', "const later = () => import('../generators/index.js');", 'specs imports generators'],
    ['engine/x.ts', "type Later = import('../reports/write-reports.js').Anything;", 'engine imports reports'],
    ['suites/runtime/x.ts', "import type { X } from '../checks/index.js';", 'suites/runtime imports suites/checks'],
    ['pact/x.ts', "import { y } from '../verify/rejudge.js';", 'pact imports verify on its own floor'],
    ['engine/results/x.ts', "import { y } from '../report/model.js';", 'the seam into engine/report/'],
    ['reports/x.ts', "import { y } from '../runner/merge-shards.js';", 'the seam into runner/merge-shards.ts'],
    ['traffic/x.ts', "import { y } from '../suites/checks/scenario/helpers.js';", 'the seam into suites/'],
    ['runner/x.ts', "import { startReferenceServer } from '../reference/index.js';", 'may not import reference'],
    ['cli/x.ts', "import { y } from '../newfolder/y.js';", 'newfolder/y.ts, in a folder the layer table'],
    ['newfolder/x.ts', "import { y } from '../engine/answer.js';", 'newfolder/x.ts is in a folder the layer table'],
  ])('refuses %s: %s', async (file, code, expected) => {
    const errors = await layerErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(expected);
  });

  it.each([
    ['runner/x.ts', "import { okBody } from '../engine/answer.js';"],
    ['diff/x.ts', "import { y } from '../baseline/compare.js';"],
    ['traffic/x.ts', "import { exchangeChecks } from '../suites/checks/exchange/index.js';"],
    ['traffic/x.ts', "import type { ExchangeCheck } from '../suites/runtime/check-types.js';"],
    ['cli/x.ts', "import { startReferenceServer } from '../reference/index.js';"],
    // A subfolder that shares a top-level folder's name is not that folder: the path is resolved, not matched.
    ['pact/x.ts', "import { y } from './verify/run.js';"],
    ['engine/x.ts', "import { Agent } from 'undici';"],
  ])('lets %s: %s', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });

  it('leaves the tests and the root files to import what they test', async () => {
    expect(await layerErrors('test/x.test.ts', "import { main } from '../cli/main.js';")).toEqual([]);
    expect(await layerErrors('vitest.config.ts', "import { y } from './cli/main.js';")).toEqual([]);
  });
});

/** A copy of each helper, as code in another folder would write it again. */
const COPIES: Record<string, readonly string[]> = {
  'json-object-check': [
    "export const f = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);",
    "export const f = (v: unknown) => { if (typeof v !== 'object' || v === null || Array.isArray(v)) return 1; return 2; };",
    "export const f = (v: unknown) => v !== null && !Array.isArray(v) && 'object' === typeof v;",
    "export const f = (o: { v: unknown }) => typeof o.v == 'object' && !Array.isArray(o.v) && 'content' in (o.v as object);",
  ],
  'json-type-name': [
    "export const f = (v: unknown) => (Array.isArray(v) ? 'array' : typeof v);",
    "export function f(v: unknown) { if (Array.isArray(v)) { return 'array'; } return typeof v; }",
  ],
  'json-pointer': ["export const f = (s: string) => s.replace(/~/g, '~0').replace(/\\//g, '~1');", "export const f = (s: string) => s.replaceAll('~1', '/');"],
  'documented-statuses': ['export const s = [500, 200, 400];'],
  'schema-by-id': ['declare const all: { $id: string }[]; export const m = new Map(all.map((s) => [s.$id as string, s]));'],
  'ok-body': ['declare const e: { response?: { status: number; json: unknown } }; export const b = e.response?.status === 200 ? e.response.json : undefined;'],
  'markdown-cell': ["export const f = (s: string) => s.replace(/\\|/g, '\\\\|');"],
};

/** Code alike but not a copy: each rule must leave it alone. */
const NOT_COPIES: Record<string, readonly string[]> = {
  'json-object-check': [
    "export const f = (v: unknown, w: unknown) => typeof v === 'object' && !Array.isArray(w);",
    "export const f = (v: { a: unknown }) => typeof v === 'object' && v !== null && !Array.isArray(v.a);",
  ],
  'json-type-name': ["export const schema = { type: 'array', items: {} };"],
  'json-pointer': ["export const f = (s: string) => s.replace(/~home/g, '/');"],
  'documented-statuses': ['export const s = [200, 400];'],
  'schema-by-id': ['declare const all: { $id: string; name: string }[]; export const m = new Map(all.map((s) => [s.$id, s.name]));'],
  'ok-body': ['declare const e: { status: number; json: unknown; text: string }; export const b = e.status === 200 ? e.text : e.json;'],
  'markdown-cell': ["export const f = (s: string) => s.replace(/\\n/g, ' ');"],
};

describe('one copy of each small helper (architecture/one-copy.js)', () => {
  it('has a copy and a look-alike for every rule of the table', () => {
    expect(Object.keys(COPIES).sort()).toEqual(ONE_COPY.map(({ rule }) => rule).sort());
    expect(Object.keys(NOT_COPIES).sort()).toEqual(ONE_COPY.map(({ rule }) => rule).sort());
  });

  describe.each(ONE_COPY)('architecture/$rule: $helper lives in $home', ({ rule, home }) => {
    const ruleId = `architecture/${rule}`;

    it.each(COPIES[rule] ?? [])('refuses a copy outside its home: %s', async (code) => {
      const errors = (await lint('engine/x.ts', code)).filter((error) => error.startsWith(ruleId));
      expect(errors.length).toBeGreaterThan(0);
      for (const error of errors) expect(error).toContain(home);
    });

    it.each(NOT_COPIES[rule] ?? [])('leaves a look-alike alone: %s', async (code) => {
      expect((await lint('engine/x.ts', code)).filter((error) => error.startsWith(ruleId))).toEqual([]);
    });

    it('lets the home hold it, and the home does hold it (the rule sees the one copy)', async () => {
      expect(await lint(home, COPIES[rule]?.[0] ?? '')).toEqual([]);
      const strict = new ESLint({
        cwd: ROOT,
        overrideConfigFile: true,
        overrideConfig: [PARSER, { files: ['**/*.ts'], plugins: { architecture: plugin }, rules: { [ruleId]: ['error', { home: 'elsewhere' }] } }],
      });
      const [result] = await strict.lintText(readFileSync(join(ROOT, home), 'utf8'), { filePath: join(ROOT, home) });
      expect(result?.messages.filter((message) => message.ruleId === ruleId).length).toBeGreaterThan(0);
    });
  });

  it.each(ONE_WRAPPER)('lets only $home import $name', async ({ name, home }) => {
    const code = `import LinkHeader from '${name}';\nexport const parse = (value: string) => LinkHeader.parse(value);`;
    expect(await lint(home, code)).toEqual([]);
    const errors = await lint('traffic/x.ts', code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(home);
    expect(await lint('traffic/x.ts', `export const later = () => import('${name}');`)).toHaveLength(1);
  });
});

describe('eslint.config.js', () => {
  it('turns every architecture rule on for the layers, and off for the tests', async () => {
    const project = new ESLint({ cwd: ROOT });
    const layered = (await project.calculateConfigForFile(join(ROOT, 'engine/answer.ts'))) as Linter.Config;
    const rules = Object.keys(plugin.rules ?? {}).map((rule) => `architecture/${rule}`);
    for (const rule of rules.filter((rule) => !rule.endsWith('ok-body'))) expect(layered.rules?.[rule], rule).toBeDefined();
    const elsewhere = (await project.calculateConfigForFile(join(ROOT, 'runner/run.ts'))) as Linter.Config;
    expect(elsewhere.rules?.['architecture/ok-body']).toBeDefined();
    // A file in a folder nobody has named yet is still judged (and refused: its folder is not in the table).
    const unnamed = (await project.calculateConfigForFile(join(ROOT, 'newfolder/x.ts'))) as Linter.Config;
    expect(unnamed.rules?.['architecture/layers']).toBeDefined();
    const test = (await project.calculateConfigForFile(join(ROOT, 'test/architecture/layers.test.ts'))) as Linter.Config;
    for (const rule of rules) expect(test.rules?.[rule], rule).toBeUndefined();
  });
});

describe('temporary folders in tests', () => {
  const restricted = async (file: string, code: string) => (await lint(file, code)).filter((error) => error.startsWith('no-restricted-syntax'));

  it.each([
    "import { mkdtempSync } from 'node:fs'; declare const p: string; export const d = mkdtempSync(p);",
    "import * as fs from 'node:fs'; declare const p: string; export const d = fs.mkdtempSync(p);",
    "import { mkdtemp } from 'node:fs/promises'; declare const p: string; export const d = await mkdtemp(p);",
    "import { tmpdir } from 'node:os'; export const d = `${tmpdir()}/x`;",
    "export const args = ['--report-dir', '/tmp/pmc-x'];",
    'declare const n: number; export const d = `/tmp/pmc-${n}`;',
  ])('refuses a folder a test makes itself: %s', async (code) => {
    const errors = await restricted('test/x.test.ts', code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('workDir()');
  });

  it('lets workDir make them, and the code under test too', async () => {
    const code = "import { mkdtempSync } from 'node:fs'; declare const p: string; export const d = mkdtempSync(p);";
    expect(await restricted('test/support/work-dir.ts', code)).toEqual([]);
    expect(await restricted('bench/x.ts', code)).toEqual([]);
  });
});
