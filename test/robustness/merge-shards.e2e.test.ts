import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../engine/report/model.js';
import { startReferenceServer, type RunningReference } from '../../reference/index.js';
import { runCli, runCliInProcess, workDir, writeConfig } from '../e2e/cli.js';

/**
 * merge-reports refuses a set of shards that is not one whole run (issue 25): it used to merge 2 shards
 * of 3, a shard given twice, or shards of different servers or seeds, and say "Conforms".
 */
describe('merge-reports: a shard set that is not one run', () => {
  const dir = workDir('pmc-merge-bad-');
  const shard = (index: number) => join(dir, `shard-${index}`);
  let server: RunningReference;

  /** A copy of shard `index` with its report.json changed as `change` says. */
  const variant = (name: string, index: number, change: (report: RunReport) => unknown) => {
    const copy = join(dir, name);
    cpSync(shard(index), copy, { recursive: true });
    const report = JSON.parse(readFileSync(join(copy, 'report.json'), 'utf8')) as RunReport;
    writeFileSync(join(copy, 'report.json'), JSON.stringify(change(report)));
    return copy;
  };

  beforeAll(async () => {
    server = await startReferenceServer();
    const config = writeConfig(dir, server.config);
    // In-process: the shards are the input here, not the run (the control merge below runs the bin file).
    for (const index of [1, 2, 3]) {
      const result = await runCliInProcess([
        'run',
        '--config',
        config,
        '--only',
        'transport,content-type-json',
        '--num-runs',
        '1',
        '--seed',
        '5',
        '--shard',
        `${index}/3`,
        '--report-dir',
        shard(index),
      ]);
      expect(result.code, result.stderr).toBe(0);
    }
  }, 120_000);
  afterAll(() => server.close());

  it('merges the three shards of one run (the control)', async () => {
    const result = await runCli(['merge-reports', shard(1), shard(2), shard(3), '--report-dir', join(dir, 'merged')]);
    expect(result.code, result.stderr).toBe(0);
  });

  it.each<[string, () => string[], RegExp]>([
    ['a shard missing', () => [shard(1), shard(3)], /^pm-conformance: the shard set is incomplete: 2\/3 missing \(given: 1\/3, 3\/3\)$/],
    [
      'a shard given twice',
      () => [shard(1), shard(2), shard(2), shard(3)],
      /^pm-conformance: shard 2\/3 is given twice \(\S+shard-2 and \S+shard-2\); each shard must be given once$/,
    ],
    [
      'a shard of another seed',
      () => [shard(1), shard(2), variant('seed', 3, (report) => ({ ...report, run: { ...report.run, seed: 6 } }))],
      /^pm-conformance: the shards ran with different seeds: 5 in \S+shard-1, 6 in \S+seed; they cannot be merged$/,
    ],
    [
      'a shard of another server',
      () => [shard(1), variant('server', 2, (report) => ({ ...report, run: { ...report.run, baseUrl: 'https://staging.example.com/v1' } })), shard(3)],
      /^pm-conformance: the shards ran with different servers: http:\/\/127\.0\.0\.1:\d+\/v1 in \S+shard-1, https:\/\/staging\.example\.com\/v1 in \S+server/,
    ],
    [
      'a shard of another profile',
      () => [variant('strict', 1, (report) => ({ ...report, run: { ...report.run, profile: 'strict' } })), shard(2), shard(3)],
      /^pm-conformance: the shards ran with different profiles: strict in \S+strict, default in \S+shard-2/,
    ],
    [
      'a shard of another suite version',
      () => [shard(1), shard(2), variant('version', 3, (report) => ({ ...report, tool: { ...report.tool, version: '0.0.1' } }))],
      /^pm-conformance: the shards ran with different suite versions: \S+ in \S+shard-1, 0\.0\.1 in \S+version/,
    ],
    [
      'shards of different splits',
      () => [shard(1), variant('split', 2, (report) => ({ ...report, run: { ...report.run, shard: '2/2' } }))],
      /^pm-conformance: the shards split the run differently \(1\/3, 2\/2\)/,
    ],
    [
      'a shard that did not finish',
      () => [shard(1), shard(2), variant('incomplete', 3, (report) => ({ ...report, run: { ...report.run, incomplete: 'the server stopped answering' } }))],
      /^pm-conformance: shard 3\/3 \(\S+incomplete\) did not finish: the server stopped answering; run it again before merging$/,
    ],
    [
      'a run that was not sharded',
      () => [variant('unsharded', 1, (report) => ({ ...report, run: { ...report.run, shard: undefined } })), shard(2), shard(3)],
      /report\.json is not a shard's \(no run\.shard\)/,
    ],
    [
      'a report.json that is {"a":1}',
      () => [variant('not-a-report', 1, () => ({ a: 1 })), shard(2), shard(3)],
      /report\.json is not a pm-conformance report\.json/,
    ],
    [
      'the report of another command',
      () => [variant('pact-check', 1, (report) => ({ ...report, run: { ...report.run, kind: 'pact-check' } })), shard(2), shard(3)],
      /is the report of `pact-check`, not of a run/,
    ],
  ])('%s: one line naming it, exit 2, nothing written', async (_name, dirs, message) => {
    const out = join(workDir('pmc-merge-out-'), 'merged');
    const result = await runCliInProcess(['merge-reports', ...dirs(), '--report-dir', out]);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr.trim()).toMatch(message);
    expect(result.stdout).toBe('');
    expect(existsSync(join(out, 'report.json'))).toBe(false);
  });

  it('a shard whose units file is not its own is refused', async () => {
    const copy = join(dir, 'units-swapped');
    cpSync(shard(3), copy, { recursive: true });
    cpSync(join(shard(1), 'shard-units.json'), join(copy, 'shard-units.json'));
    const result = await runCliInProcess(['merge-reports', shard(1), shard(2), copy, '--report-dir', join(workDir(), 'merged')]);
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toMatch(/shard-units\.json is not the units file of shard 3\/3 beside it$/);
  });
});
