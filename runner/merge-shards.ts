import { existsSync } from 'node:fs';
import { readJsonFile } from '../engine/read-json-file.js';
import { join } from 'node:path';
import { buildReport } from '../engine/report/build-report.js';
import type { RunReport } from '../engine/report/model.js';
import { foldUnits, type UnitFindings } from '../engine/results/collected.js';
import { ToolError } from '../engine/tool-error.js';
import { coverageOf } from './coverage-report.js';
import { ServedTally, type ServedUnit } from './operation-served.js';
import { asShardReport, checkShardSet } from './shard-set.js';

/** Written by `run --shard i/n` beside its report.json: the findings of each unit the shard ran. */
export const SHARD_UNITS_FILE = 'shard-units.json';

export interface ShardUnits {
  readonly seed: number;
  readonly shard: string;
  readonly units: readonly UnitFindings[];
}

function readJson<T>(file: string, missing: string): T {
  if (!existsSync(file)) throw new ToolError(missing);
  return readJsonFile(file, 'shard file') as T;
}

/**
 * Merges the report directories of `run --shard i/n` into one report: the units of every shard are
 * folded in plan order, as a single run folds them, so the content equals an unsharded run's.
 */
export function mergeShards(dirs: readonly string[]): RunReport {
  const read = dirs.map((dir) =>
    asShardReport(dir, readJson<unknown>(join(dir, 'report.json'), `${dir} holds no report.json: is it the --report-dir of a shard?`)),
  );
  checkShardSet(read);
  const reports = read.map(({ report }) => report);
  const shards = read.map(({ dir, report }) => {
    const units = readJson<Partial<ShardUnits> | null>(join(dir, SHARD_UNITS_FILE), `${dir} holds no ${SHARD_UNITS_FILE}: was it written by run --shard i/n?`);
    if (typeof units !== 'object' || units === null || !Array.isArray(units.units) || units.shard !== report.run.shard)
      throw new ToolError(`${dir}/${SHARD_UNITS_FILE} is not the units file of shard ${report.run.shard ?? ''} beside it`);
    return units as ShardUnits;
  });
  refuseOverlap(shards);
  const [first] = reports as [RunReport];
  const { shard: _shard, ...run } = first.run;
  const restore = {
    restored: reports.flatMap((report) => report.restore?.restored ?? []),
    leftovers: reports.flatMap((report) => report.restore?.leftovers ?? []),
  };
  // Each shard judged OPERATION.SERVED on its own answers: judged again here on all of them, as one run does.
  const units: ServedUnit[] = shards.flatMap((shard) => shard.units);
  const runLevel = units.filter((unit) => unit.runLevel !== undefined);
  const tally = new ServedTally();
  for (const unit of runLevel) if (unit.runLevel) tally.add(unit.runLevel);
  const served = runLevel.length > 0 ? [tally.findings(Math.max(...runLevel.map((unit) => unit.index)))] : [];
  const planned = new Set(runLevel.flatMap((unit) => unit.runLevel?.planned ?? []));
  const unconfigured = new Map(runLevel.flatMap((unit) => Object.entries(unit.runLevel?.unconfigured ?? {})));
  const scope = runLevel.length > 0 ? { planned, unconfigured } : {};
  return buildReport(foldUnits([...units.filter((unit) => unit.runLevel === undefined), ...served]), {
    tool: first.tool,
    run: {
      ...run,
      // The merged report reproduces the whole run: the shard's own --shard is dropped.
      command: run.command.replace(/ --shard \S+/, ''),
      finishedAt:
        reports
          .map((report) => report.run.finishedAt)
          .sort()
          .at(-1) ?? run.finishedAt,
    },
    restore,
    coverage: (results, collected) => coverageOf(results, collected.coverage ?? {}, scope),
  });
}

/**
 * Each unit must come from one shard: shards whose builds split the plan differently (another cost
 * table, runner/unit-costs.json) would have run some units twice and others not at all.
 */
function refuseOverlap(shards: readonly ShardUnits[]): void {
  const ranBy = new Map<string, string>();
  for (const { shard, units } of shards)
    for (const unit of units) {
      if ((unit as ServedUnit).runLevel !== undefined) continue;
      const earlier = ranBy.get(unit.unit);
      if (earlier !== undefined && earlier !== shard)
        throw new ToolError(
          `${unit.unit} was run by shard ${earlier} and by shard ${shard}: the shards split the plan differently (run them with the same build)`,
        );
      ranBy.set(unit.unit, shard);
    }
}
