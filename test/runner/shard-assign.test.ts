import { describe, expect, it } from 'vitest';
import { DEFAULTS } from '../../engine/settings.js';
import { planUnits, type Unit } from '../../runner/plan.js';
import { assignShards, plannedUnits, unitsOfShard } from '../../runner/shard-assign.js';
import { UNIT_COSTS, unitCosts } from '../../runner/unit-cost.js';

const ALL = { only: [], exclude: [] };
const SELECTIONS = [ALL, { only: ['stored-as-sent', 'write-scope', 'unknown-ids'], exclude: [] }, { only: [], exclude: ['stored-as-sent'] }];

/** Expected requests of each shard of the plan, from the cost table. */
function expectedRequests(units: readonly Unit[], count: number, numRuns: number): number[] {
  const costs = unitCosts(units, numRuns);
  const totals = Array.from({ length: count }, () => 0);
  for (const [at, unit] of units.entries()) {
    const shard = assignShards(units, count, numRuns).get(unit.index) ?? 0;
    totals[shard - 1] = (totals[shard - 1] ?? 0) + (costs[at]?.requests ?? 0);
  }
  return totals;
}

describe('assignShards', () => {
  it.each(SELECTIONS)('puts each unit of the plan in exactly one shard, for 1 to 5 shards (%j)', (selection) => {
    const units = planUnits(selection);
    for (const count of [1, 2, 3, 4, 5]) {
      const shards = Array.from({ length: count }, (_, at) => unitsOfShard(units, { index: at + 1, count }, DEFAULTS.numRuns));
      const names = shards.flatMap((shard) => shard.map((unit) => unit.name));
      expect(names.slice().sort()).toEqual(units.map((unit) => unit.name).sort());
      expect(new Set(names).size).toBe(units.length);
      // Each shard keeps the plan's order.
      for (const shard of shards) expect(shard.map((unit) => unit.index)).toEqual(shard.map((unit) => unit.index).sort((a, b) => a - b));
    }
  });

  it('gives every machine the same assignment: it depends on the plan and --num-runs only', () => {
    const first = assignShards(planUnits(ALL), 3, 40);
    expect(assignShards(planUnits(ALL), 3, 40)).toEqual(first);
    expect(plannedUnits({ ...ALL, numRuns: 40 }, '2/3').map((unit) => unit.index)).toEqual(
      [...first.entries()]
        .filter(([, shard]) => shard === 2)
        .map(([index]) => index)
        .sort((a, b) => a - b),
    );
  });

  it.each([2, 3])('balances the expected requests of %i shards within a tenth of the mean, at any --num-runs', (count) => {
    for (const numRuns of [6, 40, 100]) {
      const totals = expectedRequests(planUnits(ALL), count, numRuns);
      const mean = totals.reduce((sum, total) => sum + total, 0) / count;
      for (const total of totals) expect(Math.abs(total - mean) / mean).toBeLessThan(0.1);
    }
  });

  it('splits the lane of the fixture most units hold: no shard keeps every unit that waits on the project', () => {
    const units = planUnits(ALL).filter((unit) => unit.operation.startsWith('PATCH /projects/'));
    const shards = new Set(units.map((unit) => assignShards(planUnits(ALL), 3, 40).get(unit.index)));
    expect(shards.size).toBe(3);
  });
});

describe('the unit cost table (runner/unit-costs.json)', () => {
  it('lists exactly the units of the default plan (else: npm run unit-costs)', () => {
    expect(Object.keys(UNIT_COSTS.units).sort()).toEqual(
      planUnits(ALL)
        .map((unit) => unit.name)
        .sort(),
    );
  });

  it('estimates a unit it does not list as the median unit, and any --num-runs on the line through its two measures', () => {
    const table = {
      numRuns: [10, 40],
      units: { a: { requests: [10, 40], roundTrips: [5, 5] }, b: { requests: [2, 2], roundTrips: [1, 1] }, c: { requests: [4, 4], roundTrips: [3, 3] } },
    };
    expect(unitCosts([{ name: 'a' }, { name: 'new' }], 20, table)).toEqual([
      { requests: 20, roundTrips: 5 },
      { requests: 4, roundTrips: 3 },
    ]);
    // Never below one request, however few samples.
    expect(unitCosts([{ name: 'a' }], 0, table)[0]?.requests).toBe(1);
  });
});
