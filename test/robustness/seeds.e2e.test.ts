import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedsFromArgs } from '../../scripts/seeds.js';
import { ROOT, runNodeScript } from '../e2e/cli.js';

const SCRIPT = join(ROOT, 'dist', 'scripts', 'seeds.js');

const runScript = (args: readonly string[]) => runNodeScript(SCRIPT, args);

/**
 * No flakiness: the full run against the reference server fails nothing, whatever the seed. CI runs
 * three fresh random seeds each time (`npm run seeds -- 20` runs more); a failing seed is named, to
 * reproduce with `pm-conformance run --seed N`.
 */
describe('the full run under different seeds', () => {
  it('three random seeds: zero failures each, and the script says so', async () => {
    const { code, stdout, stderr } = await runScript(['3', '--random']);
    const lines = stdout.trim().split('\n');
    const perSeed = lines.filter((line) => line.startsWith('seed '));

    expect(stderr).toBe('');
    expect(perSeed, stdout).toHaveLength(3);
    for (const line of perSeed) expect(line, stdout).toMatch(/^seed \d+: 0 failures \(\d+ passed, \d+ warnings\) in [\d.]+ s$/);
    expect(lines.at(-1), stdout).toBe('total: 0 failures over 3 seeds');
    expect(code, stdout).toBe(0);
  });

  it.each([
    [[], Array.from({ length: 20 }, (_, index) => index + 1)],
    [['3'], [1, 2, 3]],
    [
      ['2', '--from', '40'],
      [40, 41],
    ],
    [
      ['2', '--random'],
      [7, 7],
    ],
  ])('seeds %j are %j', (args, seeds) => {
    expect(seedsFromArgs(args, () => 7)).toEqual(seeds);
  });

  it.each([[['zero']], [['0']], [['3', '--from', '-1']], [['3', '4']]])('%j is refused', (args) => {
    expect(() => seedsFromArgs(args)).toThrow(/^(usage: seeds \[count\]|--from must be an integer)/);
  });

  it('a bad count is one line on stderr and exit 2', async () => {
    const { code, stdout, stderr } = await runScript(['zero']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe('seeds: usage: seeds [count] [--from S | --random], got "zero"\n');
  });
});
