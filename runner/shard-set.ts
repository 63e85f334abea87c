import type { RunReport } from '../engine/report/model.js';
import { ToolError } from '../engine/tool-error.js';
import { parseShard, type Shard } from './shard.js';

/** A shard's report.json and where it was read. */
export interface ShardReport {
  readonly dir: string;
  readonly report: RunReport;
}

/**
 * What must be equal across the shards of one run: the same suite (version, spec, catalogue, checks),
 * the same server and the same draw. Embedded runs each start their own reference server on a port of
 * their own: the same server for this purpose.
 */
const SAME: readonly (readonly [string, (report: RunReport) => unknown])[] = [
  ['servers', (report) => (report.run.embedded ? 'the embedded reference server' : report.run.baseUrl)],
  ['seeds', (report) => report.run.seed],
  ['--num-runs values', (report) => report.run.numRuns],
  ['profiles', (report) => report.run.profile ?? 'default'],
  ['--require-deprecation-headers settings', (report) => report.run.requireDeprecationHeaders ?? false],
  ['suite versions', (report) => report.tool.version],
  ['specs', (report) => report.tool.specSha256],
  ['requirement catalogues', (report) => report.tool.catalogueVersion],
  ['suite builds', (report) => report.tool.suiteSha256],
];

function isRunReport(value: unknown): value is RunReport {
  const report = value as Partial<RunReport> | null;
  return (
    typeof report === 'object' &&
    report !== null &&
    typeof report.run === 'object' &&
    report.run !== null &&
    typeof report.tool === 'object' &&
    report.tool !== null
  );
}

/** The report.json of a shard, or exit 2 saying why it is not one. */
export function asShardReport(dir: string, value: unknown): ShardReport {
  if (!isRunReport(value)) throw new ToolError(`${dir}/report.json is not a pm-conformance report.json (no run or tool)`);
  if (value.run.kind !== 'run')
    throw new ToolError(`${dir}/report.json is the report of \`${value.run.kind}\`, not of a run: only run --shard i/n reports merge`);
  if (value.run.shard === undefined) throw new ToolError(`${dir}/report.json is not a shard's (no run.shard): was it written by run --shard i/n?`);
  return { dir, report: value };
}

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Refuses a set of shards that cannot make one run (exit 2, naming what is wrong): shards of different
 * runs, a shard given twice, a shard missing, a shard that did not finish. Merged anyway, they would
 * read as a complete run that conforms, with a third of the checks never run.
 */
export function checkShardSet(shards: readonly ShardReport[]): void {
  const [first] = shards;
  if (!first) return;
  for (const [what, of] of SAME) {
    const other = shards.find((shard) => shown(of(shard.report)) !== shown(of(first.report)));
    if (other)
      throw new ToolError(
        `the shards ran with different ${what}: ${shown(of(first.report))} in ${first.dir}, ${shown(of(other.report))} in ${other.dir}; they cannot be merged`,
      );
  }
  const parsed = shards.map((shard) => ({ ...shard, shard: shardOf(shard) }));
  const counts = new Set(parsed.map(({ shard }) => shard.count));
  if (counts.size > 1)
    throw new ToolError(`the shards split the run differently (${parsed.map(({ report }) => report.run.shard).join(', ')}); they cannot be merged`);
  const count = parsed[0]?.shard.count ?? 0;
  const seen = new Map<number, string>();
  for (const { dir, shard } of parsed) {
    const earlier = seen.get(shard.index);
    if (earlier !== undefined) throw new ToolError(`shard ${shard.index}/${count} is given twice (${earlier} and ${dir}); each shard must be given once`);
    seen.set(shard.index, dir);
  }
  const missing = Array.from({ length: count }, (_, index) => index + 1).filter((index) => !seen.has(index));
  if (missing.length > 0)
    throw new ToolError(
      `the shard set is incomplete: ${missing.map((index) => `${index}/${count}`).join(', ')} missing (given: ${[...seen.keys()]
        .sort((a, b) => a - b)
        .map((index) => `${index}/${count}`)
        .join(', ')})`,
    );
  const unfinished = shards.find(({ report }) => report.run.incomplete !== undefined || report.run.interrupted !== undefined);
  if (unfinished)
    throw new ToolError(
      `shard ${unfinished.report.run.shard ?? ''} (${unfinished.dir}) did not finish: ${unfinished.report.run.incomplete ?? unfinished.report.run.interrupted ?? ''}; run it again before merging`,
    );
}

function shardOf({ dir, report }: ShardReport): Shard {
  try {
    return parseShard(report.run.shard ?? '');
  } catch {
    throw new ToolError(`${dir}/report.json has run.shard "${report.run.shard ?? ''}", not i/n`);
  }
}
