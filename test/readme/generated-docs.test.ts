import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { printCheckList } from '../../cli/commands/list.js';
import { checksMarkdown } from '../../scripts/docs/checks.js';
import { configurationMarkdown } from '../../scripts/docs/configuration.js';
import { ROOT } from '../support/work-dir.js';

const file = (name: string) => readFileSync(join(ROOT, name), 'utf8');

/** What `run --list` prints, line by line. */
function listed(): string[] {
  const lines: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => (lines.push(String(chunk)), true));
  try {
    printCheckList();
  } finally {
    write.mockRestore();
  }
  return lines.join('').trimEnd().split('\n');
}

describe('references generated from the code (npm run docs:generate)', () => {
  it('docs/configuration.md is what the commander definitions give', () => {
    expect(file('docs/configuration.md'), 'out of date: run npm run docs:generate').toBe(configurationMarkdown());
  });

  it('docs/checks.md is what the check registry and the catalogue give', () => {
    expect(file('docs/checks.md'), 'out of date: run npm run docs:generate').toBe(checksMarkdown(ROOT));
  });

  it('docs/checks.md has a section for every check of run --list, with its requirement and level', () => {
    const checks = file('docs/checks.md');
    const lines = listed();
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) {
      const [id = '', requirement = '', level = ''] = /^(\S+)\s+(\S+) \((\w+)\)/.exec(line)?.slice(1) ?? [];
      expect(checks).toContain(`## \`${id}\``);
      expect(checks).toContain(`- Requirement: \`${requirement}\` (${level})`);
    }
  });

  it('docs/configuration.md names every option of run, among them --minimize-budget', () => {
    expect(file('docs/configuration.md')).toMatch(/\| `--minimize-budget <n>` \| .*\(default: 100\)/);
  });
});
