import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONNECTION_KEYS, type ConnectionConfig } from '../../engine/connection.js';
import { isFaultName, startReferenceServer } from '../../reference/index.js';
import { ROOT } from '../e2e/cli.js';
import { localInstall, runBash } from '../e2e/local-install.js';

/**
 * Every shell block of the README, CONTRIBUTING.md and docs/*.md is either run here, as printed, or
 * marked as something a test cannot run: the marker is an HTML comment on the line before the fence.
 *   <!-- readme: tested, embedded server … -->                   run in a local install, no PMC_* set
 *   <!-- readme: tested, reference server with the fault NAME … --> run with PMC_* of that server
 *   <!-- readme: needs a real server -->  <!-- readme: synopsis, not a command -->
 *   <!-- readme: project development … --> (the project's own npm ci / npm test / bench: CI runs them)
 * `npm install` lines of a tested block are what localInstall() stands for (no registry in tests).
 */
interface Block {
  readonly file: string;
  readonly line: number;
  readonly marker: string | undefined;
  readonly text: string;
}

/** The documents whose blocks are tested: the README, CONTRIBUTING.md and every Markdown file of docs/. */
const DOCUMENTS = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];

function shellBlocks(file: string, markdown: string): Block[] {
  const lines = markdown.split('\n');
  const blocks: Block[] = [];
  for (let at = 0; at < lines.length; at += 1) {
    if (!/^```(sh|bash|shell|console)\s*$/.test(lines[at] ?? '')) continue;
    const end = lines.findIndex((line, index) => index > at && line.startsWith('```'));
    const marker = /^<!-- readme: (.+) -->$/.exec(lines[at - 1] ?? '')?.[1];
    blocks.push({ file, line: at + 1, marker, text: lines.slice(at + 1, end).join('\n') });
    at = end;
  }
  return blocks;
}

const KINDS = [
  /^tested, embedded server\b/,
  /^tested, reference server with the fault [\w-]+\b/,
  /^needs a real server$/,
  /^synopsis, not a command$/,
  /^project development\b/,
];
const blocks = DOCUMENTS.flatMap((file) => shellBlocks(file, readFileSync(join(ROOT, file), 'utf8')));
const tested = blocks.filter((block) => block.marker?.startsWith('tested'));

const envOf = (config: ConnectionConfig) =>
  Object.fromEntries(
    (Object.keys(CONNECTION_KEYS) as (keyof ConnectionConfig)[]).flatMap((key) => (config[key] === undefined ? [] : [[CONNECTION_KEYS[key].env, config[key]]])),
  ) as Record<string, string>;

describe('shell blocks of the README and the docs', () => {
  it('each one is marked: run by this test, or why a test cannot run it', () => {
    expect(blocks.length).toBeGreaterThan(5);
    for (const block of blocks)
      expect(
        KINDS.some((kind) => kind.test(block.marker ?? '')),
        `${block.file}:${block.line} ${block.marker ?? '(no marker)'}`,
      ).toBe(true);
    expect(tested.length).toBeGreaterThanOrEqual(2);
  });

  it('no tested block calls a bare pm-conformance (command not found after a local install)', () => {
    for (const block of tested) expect(block.text, `${block.file}:${block.line}`).not.toMatch(/(^|[;&|]\s*)pm-conformance\b/m);
  });

  it('reads the README, CONTRIBUTING.md and the docs', () => {
    const files = new Set(blocks.map((block) => block.file));
    for (const file of ['README.md', 'CONTRIBUTING.md', 'docs/getting-started.md', 'docs/gates.md']) expect(files.has(file), file).toBe(true);
  });

  // Each block runs in a local install of its own, with its own server: they run side by side.
  it.concurrent.each(tested.map((block) => [`${block.file}:${block.line}`, block] as const))(
    '%s runs as printed',
    async (_where, block) => {
      const fault = /with the fault ([\w-]+)/.exec(block.marker ?? '')?.[1];
      const server = fault !== undefined && isFaultName(fault) ? await startReferenceServer({ faults: [fault] }) : undefined;
      try {
        const script = block.text
          .split('\n')
          .filter((line) => !/^npm install\b/.test(line))
          .join('\n');
        const env: NodeJS.ProcessEnv = Object.fromEntries(Object.keys(CONNECTION_KEYS).map((key) => [CONNECTION_KEYS[key as keyof ConnectionConfig].env, '']));
        const result = await runBash(script, { cwd: localInstall(), env: { ...env, ...(server ? envOf(server.config) : {}) }, timeoutMs: 240_000 });
        // A block ends with the command whose exit status the README promises (0); earlier lines may exit 1 on purpose.
        expect(result.code, `${result.stdout.slice(-2000)}\n${result.stderr.slice(-2000)}`).toBe(0);
        if (fault) expect(result.stdout).toMatch(/accepted deviations? written to accepted-deviations\.yaml/);
      } finally {
        await server?.close();
      }
    },
    300_000,
  );
});
