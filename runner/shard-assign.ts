import { CONNECTION_KEYS, type ConnectionConfig } from '../engine/connection.js';
import { DEFAULTS } from '../engine/settings.js';
import { holdsOf } from './lanes.js';
import { planUnits, type Unit } from './plan.js';
import { parseShard, type Shard } from './shard.js';
import { unitCosts, type UnitCost, type UnitCostTable } from './unit-cost.js';

/**
 * Every fixture key given, each standing for its own document: which units would wait on one another
 * whatever ids a shard is given (shards running at once have fixtures of their own, so the assignment
 * cannot depend on them).
 */
const EVERY_FIXTURE = Object.fromEntries(Object.keys(CONNECTION_KEYS).map((key) => [key, key])) as unknown as ConnectionConfig;

/** The fixtures a unit holds, config-free (people units counted as holding their project alone, the slower case). */
function lanesOf(unit: Unit): string[] {
  const { exclusive, shared } = holdsOf(unit, EVERY_FIXTURE, false);
  return [...exclusive, ...shared];
}

/** One shard being filled: its requests, and the round trips of each fixture's lane (units that wait on one another). */
class Load {
  requests = 0;
  readonly lanes = new Map<string, number>();
  /** The longest unit that holds no fixture (it waits on nothing). */
  free = 0;

  /** Estimated wall time, in round trips: the longest lane, or the requests at the nominal concurrency, whichever is more. */
  wall(concurrency: number): number {
    return Math.max(this.free, ...this.lanes.values(), this.requests / concurrency);
  }

  add(cost: UnitCost, lanes: readonly string[]): void {
    this.requests += cost.requests;
    if (lanes.length === 0) this.free = Math.max(this.free, cost.roundTrips);
    for (const lane of lanes) this.lanes.set(lane, (this.lanes.get(lane) ?? 0) + cost.roundTrips);
  }

  with(cost: UnitCost, lanes: readonly string[]): Load {
    const next = new Load();
    next.requests = this.requests;
    next.free = this.free;
    for (const [lane, trips] of this.lanes) next.lanes.set(lane, trips);
    next.add(cost, lanes);
    return next;
  }
}

/**
 * Which shard (1-based) runs each unit of the plan, by plan index: longest processing time first. Units
 * are taken by expected wall time (the larger of their dependent round trips and their requests at the
 * nominal --concurrency), most first, and each goes to the shard it lengthens least (then the one with
 * fewer requests, then the first). No unit needs another in its shard: each starts from the fixtures as
 * the run found them and puts back what it changed, so a fixture's lane may be split, which is what
 * shortens it. Only the plan, --num-runs and the committed cost table go in, so every shard computes the
 * same assignment on its own; the concurrency is the default one for the same reason.
 */
export function assignShards(units: readonly Unit[], count: number, numRuns: number, table?: UnitCostTable): Map<number, number> {
  const costs = unitCosts(units, numRuns, table);
  const concurrency = DEFAULTS.concurrency;
  const planned = units.map((unit, at) => ({ unit, cost: costs[at] as UnitCost, lanes: lanesOf(unit) }));
  const size = ({ cost }: (typeof planned)[number]) => Math.max(cost.roundTrips, cost.requests / concurrency);
  const loads = Array.from({ length: count }, () => new Load());
  const assignment = new Map<number, number>();
  for (const item of [...planned].sort((a, b) => size(b) - size(a) || a.unit.index - b.unit.index)) {
    // The run takes as long as its slowest shard: of the shards this unit would not make the slowest
    // (or, failing that, the one it makes least slow), the one with the fewest requests.
    const makespan = Math.max(...loads.map((load) => load.wall(concurrency)));
    const options = loads.map((load, index) => {
      const next = load.with(item.cost, item.lanes);
      return { index, over: Math.max(makespan, next.wall(concurrency)), requests: next.requests };
    });
    const best = options.reduce((kept, option) => (option.over < kept.over || (option.over === kept.over && option.requests < kept.requests) ? option : kept));
    loads[best.index]?.add(item.cost, item.lanes);
    assignment.set(item.unit.index, best.index + 1);
  }
  return assignment;
}

/** The units of the plan this shard runs, in plan order. */
export function unitsOfShard<U extends Unit>(units: readonly U[], shard: Shard, numRuns: number, table?: UnitCostTable): U[] {
  const assignment = assignShards(units, shard.count, numRuns, table);
  return units.filter((unit) => assignment.get(unit.index) === shard.index);
}

/** The units a run with this selection runs: the whole plan, or a shard's share of it (--shard i/n). */
export function plannedUnits(
  tunables: { readonly only: readonly string[]; readonly exclude: readonly string[]; readonly numRuns: number },
  shard?: string,
): Unit[] {
  const units = planUnits(tunables);
  return shard ? unitsOfShard(units, parseShard(shard), tunables.numRuns) : units;
}
