import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import config, { WAITING } from '../../vitest.config.js';
import { sourceFiles } from './source-files.js';

/**
 * Tests by kind: a unit test starts no process (the CLI, npm, bash, a browser) and no whole conformance
 * run; a test file that does is end-to-end and says so in its name (`*.e2e.test.ts`), and the e2e project
 * is selected by that name alone. So `npm run test:unit` stays fast and needs no build.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const TEST_DIR = join(ROOT, 'test');
const E2E_PATTERN = 'test/**/*.e2e.test.ts';

/** Modules whose import starts processes or a browser. */
const PROCESS_MODULES = new Set(['node:child_process', 'child_process', 'execa', 'playwright', 'playwright-core', '@playwright/test']);
/** Names whose import runs a whole conformance run in the test's process (the API, a session, the proof), or starts processes (the bench). */
const WHOLE_RUN_NAMES = new Map([
  ['runConformance', 'runs a whole run'],
  ['RunSession', 'runs a whole run'],
  ['runInProcess', 'runs a whole run'],
  ['runSelftest', 'runs a whole run'],
  ['proveVariant', 'runs a whole run'],
  ['proveFault', 'runs a whole run'],
  ['runBench', 'starts processes'],
]);
/** What an e2e file that neither starts a process nor a whole run says of why it is one (real clocks, say). */
const DECLARED = /^\/\/ End-to-end: \S/m;
/** A path to the built CLI or the build: `bin/…`, `dist/…`, or 'bin' / 'dist' joined to the root. */
const BUILT = /^(?:\.\.\/)*(?:bin|dist)(?:\/|$)/;

/** A literal given to a matcher (`expect(list).toContain('dist')`) is a value compared, not a path used. */
function isExpectedValue(node: ts.Node): boolean {
  const call = node.parent;
  if (!ts.isCallExpression(call) || !call.arguments.includes(node as ts.Expression)) return false;
  let callee: ts.Node = call.expression;
  while (ts.isPropertyAccessExpression(callee) || ts.isCallExpression(callee)) callee = callee.expression;
  return ts.isIdentifier(callee) && callee.text === 'expect' && call.expression !== callee;
}

interface Facts {
  /** Why the file itself is end-to-end (empty for a unit file). */
  readonly reasons: readonly string[];
  /** The test helpers (files under test/) it imports, as absolute paths. */
  readonly helpers: readonly string[];
}

function factsOf(file: string): Facts {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const reasons: string[] = [];
  const helpers: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const specifier = node.moduleSpecifier.text;
      if (PROCESS_MODULES.has(specifier)) reasons.push(`imports ${specifier}`);
      if (specifier.startsWith('.')) {
        const target = resolve(dirname(file), specifier.replace(/\.js$/, '.ts'));
        if (target.startsWith(TEST_DIR)) helpers.push(target);
      }
      const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : undefined;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          const name = (element.propertyName ?? element.name).text;
          const reason = WHOLE_RUN_NAMES.get(name);
          if (reason) reasons.push(`${reason} (${name})`);
        }
      }
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument) && PROCESS_MODULES.has(argument.text)) reasons.push(`imports ${argument.text}`);
    } else if (ts.isStringLiteral(node) && BUILT.test(node.text) && !ts.isImportDeclaration(node.parent) && !isExpectedValue(node)) {
      reasons.push(`names the build ('${node.text}')`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { reasons, helpers };
}

const files = sourceFiles(TEST_DIR);
const facts = new Map(files.map((file) => [file, factsOf(file)]));

/** Why a file is end-to-end: its own reasons, or a helper it imports (at any depth) that is. */
function endToEndReasons(file: string, seen: Set<string> = new Set()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const own = facts.get(file);
  if (!own) return [];
  return [...own.reasons, ...own.helpers.flatMap((helper) => endToEndReasons(helper, seen).map((reason) => `${relative(ROOT, helper)}: ${reason}`))];
}

const testFiles = files.filter((file) => file.endsWith('.test.ts'));
const isE2eName = (file: string) => file.endsWith('.e2e.test.ts');

describe('tests by kind', () => {
  it('finds the tests, and both kinds among them (the guard looks where the tests are)', () => {
    expect(testFiles.filter(isE2eName).length).toBeGreaterThan(10);
    expect(testFiles.filter((file) => !isE2eName(file)).length).toBeGreaterThan(100);
    // The markers are seen where they are known to be: the process helper starts a process, and the CLI
    // helper through it; the proof runs whole runs.
    expect(endToEndReasons(join(TEST_DIR, 'support', 'run-process.ts'))).toContain('imports node:child_process');
    expect(endToEndReasons(join(TEST_DIR, 'e2e', 'cli.ts'))).toContain('test/support/run-process.ts: imports node:child_process');
    expect(endToEndReasons(join(TEST_DIR, 'e2e', 'proof-faults.ts'))).toContain('runs a whole run (runInProcess)');
  });

  it('names every file that starts a process or a whole run *.e2e.test.ts', () => {
    const misnamed = testFiles
      .filter((file) => !isE2eName(file))
      .flatMap((file) => {
        const reasons = endToEndReasons(file);
        return reasons.length > 0 ? [`${relative(ROOT, file)}: ${reasons[0]}`] : [];
      });
    expect(misnamed, 'rename these *.e2e.test.ts, or move what starts a process into an e2e file').toEqual([]);
  });

  it('names no unit test *.e2e.test.ts, unless it says why it is one', () => {
    const unit = testFiles
      .filter((file) => isE2eName(file) && endToEndReasons(file).length === 0 && !DECLARED.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(unit, 'these start no process and no whole run: name them *.test.ts, or say why ("// End-to-end: …")').toEqual([]);
  });

  it('selects the e2e projects by the name alone, and leaves those files out of the unit project', () => {
    const projects = (config.test?.projects ?? []) as { test: { name: string; include?: string[]; exclude?: string[] } }[];
    const project = (name: string) => projects.find((candidate) => candidate.test.name === name)?.test;
    expect(project('e2e')?.include).toEqual([E2E_PATTERN]);
    expect(project('unit')?.include).toEqual(['test/**/*.test.ts']);
    expect(project('unit')?.exclude).toEqual([E2E_PATTERN]);
    // The waiting files (run in a lane of their own by npm test) are e2e files that exist, left out of
    // the e2e project and run by the e2e-waiting project: every e2e file is in exactly one of the two.
    const e2eFiles = new Set(testFiles.filter(isE2eName).map((file) => relative(ROOT, file)));
    expect(WAITING.filter((file) => !e2eFiles.has(file))).toEqual([]);
    expect(new Set(WAITING).size).toBe(WAITING.length);
    expect(project('e2e')?.exclude).toEqual(WAITING);
    expect(project('e2e-waiting')?.include).toEqual(WAITING);
  });
});
