import measured from './unit-costs.json' with { type: 'json' };
import type { Unit } from './plan.js';

/** What a unit is expected to cost: requests sent, and how many of them wait on one another. */
export interface UnitCost {
  readonly requests: number;
  readonly roundTrips: number;
}

/**
 * Each unit of the default plan as measured against the reference server at two --num-runs values
 * (`npm run unit-costs` writes runner/unit-costs.json; the shard-balance test says when it is stale).
 * A unit's requests grow with the samples it draws: linear in --num-runs between (and beyond) the two.
 */
export interface UnitCostTable {
  readonly numRuns: readonly number[];
  readonly units: Readonly<Record<string, { readonly requests: readonly number[]; readonly roundTrips: readonly number[] }>>;
}

export const UNIT_COSTS: UnitCostTable = measured;

/** The value at `numRuns` of the line through the two measured points, at least 1. */
function at(table: UnitCostTable, values: readonly number[], numRuns: number): number {
  const [low = 1, high = low] = table.numRuns;
  const [a = 1, b = a] = values;
  const slope = high === low ? 0 : (b - a) / (high - low);
  return Math.max(1, a + slope * (numRuns - low));
}

/**
 * The expected cost of each unit at `numRuns`: from the table, or for a unit it does not list (a check
 * added since it was measured) the median unit's. Pure arithmetic on committed figures: every machine
 * computes the same numbers for the same plan.
 */
export function unitCosts(units: readonly Pick<Unit, 'name'>[], numRuns: number, table: UnitCostTable = UNIT_COSTS): UnitCost[] {
  const known = Object.values(table.units).map((unit) => ({ requests: at(table, unit.requests, numRuns), roundTrips: at(table, unit.roundTrips, numRuns) }));
  const median = (of: (cost: UnitCost) => number) => {
    const sorted = known.map(of).sort((x, y) => x - y);
    return sorted.length === 0 ? 1 : (sorted[Math.floor(sorted.length / 2)] ?? 1);
  };
  const fallback = { requests: median((cost) => cost.requests), roundTrips: median((cost) => cost.roundTrips) };
  return units.map((unit) => {
    const row = table.units[unit.name];
    return row ? { requests: at(table, row.requests, numRuns), roundTrips: at(table, row.roundTrips, numRuns) } : fallback;
  });
}
