import { describe, expect, it } from 'vitest';
import { runConformance } from '../../api/run-conformance.js';
import type { UnitFindings } from '../../engine/results/collected.js';
import { DEFAULTS } from '../../engine/settings.js';
import { planUnits } from '../../runner/plan.js';
import { unitCosts } from '../../runner/unit-cost.js';

const SEED = 21;

/** One shard of the default plan against the embedded reference: the requests it sent and what each unit cost. */
async function runShard(shard: string): Promise<{ requests: number; units: UnitFindings[] }> {
  const units: UnitFindings[] = [];
  const report = await runConformance({ seed: SEED, shard, onUnit: (findings) => (findings.cost ? units.push(findings) : undefined) });
  expect(report.summary.failed).toBe(0);
  return { requests: report.run.criticalPath?.requests ?? 0, units };
}

describe('shards of the default plan', () => {
  it.each([2, 3])(
    '%i shards send within a quarter of the mean requests each, and together run the plan once',
    async (count) => {
      const shards = [];
      for (let index = 1; index <= count; index += 1) shards.push(await runShard(`${index}/${count}`));
      const mean = shards.reduce((sum, shard) => sum + shard.requests, 0) / count;
      for (const shard of shards)
        expect(Math.abs(shard.requests - mean) / mean, `requests per shard: ${shards.map((s) => s.requests).join(', ')}`).toBeLessThan(0.25);
      const names = shards.flatMap((shard) => shard.units.map((unit) => unit.unit));
      expect(names.slice().sort()).toEqual(
        planUnits({ only: [], exclude: [] })
          .map((unit) => unit.name)
          .sort(),
      );
      if (count !== 3) return;
      // The cost table the shards are assigned by still says what the units send (measured with another seed).
      const plan = planUnits({ only: [], exclude: [] });
      const expected = new Map(unitCosts(plan, DEFAULTS.numRuns).map((cost, at) => [plan[at]?.name, cost.requests]));
      const units = shards.flatMap((shard) => shard.units);
      const measured = units.reduce((sum, unit) => sum + (unit.cost?.requests ?? 0), 0);
      const off = units.reduce((sum, unit) => sum + Math.abs((unit.cost?.requests ?? 0) - (expected.get(unit.unit) ?? 0)), 0);
      expect(off / measured, 'runner/unit-costs.json is not current: npm run unit-costs').toBeLessThan(0.15);
    },
    300_000,
  );
});
