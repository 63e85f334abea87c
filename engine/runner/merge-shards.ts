import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ToolError } from '../tool-error.js';
import type { RunReport } from '../../reports/model.js';
import { buildReport } from './build-report.js';
import { coverageOf } from './coverage-report.js';
import { FindingsCollector } from './collector.js';
import { launchVitest } from './launch-vitest.js';

function shardReport(dir: string): RunReport {
  const file = join(dir, 'report.json');
  if (!existsSync(file)) throw new ToolError(`${dir} holds no report.json: is it the --report-dir of a shard?`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RunReport;
  } catch (error) {
    throw new ToolError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/**
 * Merges the report directories of `run --shard i/n` into one report: vitest replays the shards' blob
 * reports through the same collector a single run uses, so the content is the same as an unsharded run.
 */
export async function mergeShards(dirs: readonly string[]): Promise<RunReport> {
  const reports = dirs.map(shardReport);
  const seeds = new Set(reports.map((report) => report.run.seed));
  if (seeds.size > 1) throw new ToolError(`the shards ran with different seeds (${[...seeds].join(', ')}): they cannot be merged`);
  const blobs = mkdtempSync(join(tmpdir(), 'pmc-merge-'));
  try {
    for (const dir of dirs) {
      for (const name of readdirSync(dir).filter((file) => file.startsWith('blob-'))) copyFileSync(join(dir, name), join(blobs, `${dirs.indexOf(dir)}-${name}`));
    }
    const collector = new FindingsCollector();
    await launchVitest({ reporters: [collector], mergeFrom: blobs });
    const [first] = reports as [RunReport];
    const { shard: _shard, ...run } = first.run;
    const restore = { restored: reports.flatMap((report) => report.restore?.restored ?? []), leftovers: reports.flatMap((report) => report.restore?.leftovers ?? []) };
    return buildReport(collector.result, { tool: first.tool, run: { ...run, finishedAt: reports.map((report) => report.run.finishedAt).sort().at(-1) ?? run.finishedAt }, restore,
      coverage: (results, collected) => coverageOf(results, collected.coverage ?? {}) });
  } finally {
    rmSync(blobs, { recursive: true, force: true });
  }
}
