import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startReferenceServer, type RunningReference } from '../../reference/index.js';
import type { RunReport } from '../../engine/report/model.js';
import { runCli, runCliInProcess, workDir, writeConfig } from './cli.js';
import { acrossProcesses, untimed } from './normalised-report.js';
import { planUnits } from '../../runner/plan.js';

/**
 * What must be equal between runs: everything but timings, the shard label, per-shard restores and
 * the critical path (of one process's plan: a merge of shards has none); the server's clock and each
 * process's id (in the addresses a row quotes) are normalised by the caller.
 */
function content(report: RunReport) {
  const { startedAt: _s, finishedAt: _f, shard: _shard, criticalPath: _path, ...run } = report.run;
  const { latencyMs: _latency, latencyByOperation: _byOperation, ...traffic } = report.traffic;
  return {
    tool: report.tool,
    run,
    summary: report.summary,
    results: untimed(report.results),
    observations: report.observations,
    traffic,
    coverage: report.coverage,
  };
}

const read = (dir: string) => JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as RunReport;

/**
 * The unsharded run and the shards each have a server of their own (runs restore what they change, so a
 * server's history is not part of a run's content): the unsharded run goes side by side with the shards,
 * and the seeds test with both. The shards run one after the other on one server, as CI machines share
 * one staging server; the merge refuses shards of different servers.
 */
describe.concurrent('sharded runs', () => {
  const servers: RunningReference[] = [];
  const dir = workDir('pmc-shards-');
  const args = ['--seed', '11', '--num-runs', '6'];
  /** A reference server of its own and its config file. */
  const serverAt = async (name: string) => {
    const server = await startReferenceServer();
    servers.push(server);
    mkdirSync(join(dir, name));
    return { origin: new URL(server.url).origin, config: writeConfig(join(dir, name), server.config) };
  };

  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it('merge into the same content as one unsharded run with the same seed', async () => {
    const [one, sharded] = await Promise.all([serverAt('one'), serverAt('sharded')]);
    const single = runCli(['run', '--config', one.config, ...args, '--report-dir', join(dir, 'single')]);
    const shardDirs = [1, 2, 3].map((i) => join(dir, `shard-${i}`));
    for (const [index, shardDir] of shardDirs.entries()) {
      const shard = await runCli(['run', '--config', sharded.config, ...args, '--shard', `${index + 1}/3`, '--report-dir', shardDir]);
      expect(shard.code, shard.stderr).toBe(0);
    }
    const unsharded = await single;
    expect(unsharded.code, unsharded.stderr).toBe(0);
    for (const shardDir of shardDirs) expect(read(shardDir).results.length).toBeLessThan(read(join(dir, 'single')).results.length);
    const merged = await runCli(['merge-reports', ...shardDirs, '--report-dir', join(dir, 'merged')]);
    expect(merged.code, merged.stderr).toBe(0);
    expect(acrossProcesses(content(read(join(dir, 'merged'))), sharded.origin)).toEqual(acrossProcesses(content(read(join(dir, 'single'))), one.origin));
    // Each result keeps the time its unit took in its shard (CTRF duration, JUnit time).
    const key = (result: RunReport['results'][number]) => `${result.check} ${result.operation} ${result.requirement}`;
    const shardTimes = new Map(shardDirs.flatMap((shardDir) => read(shardDir).results.map((result) => [key(result), result.durationMs] as const)));
    const mergedResults = read(join(dir, 'merged')).results;
    expect(mergedResults.map((result) => [key(result), result.durationMs])).toEqual(mergedResults.map((result) => [key(result), shardTimes.get(key(result))]));
    const timed = new Set(mergedResults.filter((result) => (result.durationMs ?? 0) > 0).map((result) => `${result.check} ${result.operation}`));
    expect(planUnits({ only: [], exclude: [] }).filter((unit) => !timed.has(unit.name))).toEqual([]);
    // Coverage of merged shards is their union: more than any one shard exercised.
    expect(read(join(dir, 'merged')).coverage?.requirements.exercised).toBeGreaterThan(
      Math.max(...shardDirs.map((shardDir) => read(shardDir).coverage?.requirements.exercised ?? 0)),
    );
  }, 300_000);

  // In-process: the shards are the input here and the refusal is one line (the test above spawns run and merge-reports).
  it('refuses to merge shards of different seeds', async () => {
    const { config } = await serverAt('seeds');
    const a = join(dir, 'seed-a');
    const b = join(dir, 'seed-b');
    await runCliInProcess(['run', '--config', config, '--seed', '1', '--num-runs', '2', '--shard', '1/2', '--report-dir', a]);
    await runCliInProcess(['run', '--config', config, '--seed', '2', '--num-runs', '2', '--shard', '2/2', '--report-dir', b]);
    const merged = await runCliInProcess(['merge-reports', a, b, '--report-dir', join(dir, 'bad-merge')]);
    expect(merged.code).toBe(2);
    expect(merged.stderr).toMatch(/different seeds/);
  }, 300_000);
});
