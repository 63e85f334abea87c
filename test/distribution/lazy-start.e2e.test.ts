import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, ROOT, workDir } from '../e2e/cli.js';

/**
 * The CLI's bundle keeps what a command does not use unloaded: `--version` and `--help` load neither
 * the engine's HTTP client (undici) nor the schemas' validator (ajv). Read from the process itself at
 * exit: the CommonJS cache holds every package file `require` loaded, createRequire's included.
 */
function packagesLoadedBy(args: readonly string[]): string[] {
  const probe = join(workDir('pmc-lazy-'), 'probe.mjs');
  writeFileSync(
    probe,
    [
      "import { createRequire } from 'node:module';",
      'const cache = createRequire(import.meta.url).cache;',
      "process.on('exit', () => process.stderr.write(`loaded: ${JSON.stringify(Object.keys(cache))}\\n`));",
    ].join('\n'),
  );
  const { stderr, status } = spawnSync(process.execPath, ['--import', probe, BIN, ...args], { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] });
  expect(status, stderr).toBe(0);
  const files = JSON.parse(/^loaded: (.*)$/m.exec(stderr)?.[1] ?? '[]') as string[];
  return [...new Set(files.map((file) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1]).filter((name) => name !== undefined))];
}

describe('what a start loads', () => {
  it.each([['--version'], ['--help'], ['serve', '--help']])('pm-conformance %s loads commander, not undici nor ajv', (...args) => {
    const loaded = packagesLoadedBy(args);
    // The positive control: the CommonJS cache is read, commander (CommonJS) is in it.
    expect(loaded).toContain('commander');
    expect(loaded).not.toContain('undici');
    expect(loaded).not.toContain('ajv');
  });
});

describe('what validating loads, built', () => {
  it('the validators npm run build generated: a validation loads ajv’s runtime, not its compiler', () => {
    const ajvModule = join(ROOT, 'dist', 'specs', 'ajv.js');
    const script = [
      "import { createRequire } from 'node:module';",
      `const { validatorFor, responseValidatorFor, matchesFormat } = await import(${JSON.stringify(ajvModule)});`,
      "const verdicts = [validatorFor('add-person')({}), responseValidatorFor('timesheet')({}), matchesFormat('email', 'ada@example.com')];",
      'const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) => file.includes("/node_modules/ajv/"));',
      'process.stdout.write(JSON.stringify({ verdicts, loaded }));',
    ].join('\n');
    const { stdout, stderr, status } = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(status, stderr).toBe(0);
    const { verdicts, loaded } = JSON.parse(stdout) as { verdicts: boolean[]; loaded: string[] };
    expect(verdicts).toEqual([false, false, true]);
    // The positive control: the generated code requires ajv's runtime helpers (equal, ucs2length).
    expect(loaded.some((file) => file.includes('/ajv/dist/runtime/'))).toBe(true);
    expect(loaded.filter((file) => file.includes('/ajv/dist/compile/') || file.endsWith('/ajv/dist/2020.js'))).toEqual([]);
  });
});
