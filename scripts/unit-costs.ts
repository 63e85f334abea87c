import { realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { runConformance } from '../api/run-conformance.js';
import type { UnitFindings } from '../engine/results/collected.js';
import { findProjectRoot } from '../specs/spec-source.js';
import { planUnits } from '../runner/plan.js';
import type { UnitCostTable } from '../runner/unit-cost.js';

/** The two --num-runs values each unit is measured at: the line through them gives any other. */
export const MEASURED_AT = [10, 40] as const;
const SEED = 1;

/** What each unit of the default plan sent, in one run against the embedded reference server. */
export async function measureUnits(numRuns: number, seed = SEED): Promise<Map<string, NonNullable<UnitFindings['cost']>>> {
  const costs = new Map<string, NonNullable<UnitFindings['cost']>>();
  await runConformance({
    seed,
    numRuns,
    onUnit: (findings) => {
      if (findings.cost) costs.set(findings.unit, findings.cost);
    },
  });
  return costs;
}

/** runner/unit-costs.json: every unit of the default plan, in plan order, at each of MEASURED_AT. */
export async function measureTable(): Promise<UnitCostTable> {
  const runs = [];
  for (const numRuns of MEASURED_AT) runs.push(await measureUnits(numRuns));
  const units: Record<string, { requests: number[]; roundTrips: number[] }> = {};
  for (const { name } of planUnits({ only: [], exclude: [] }))
    units[name] = { requests: runs.map((run) => run.get(name)?.requests ?? 0), roundTrips: runs.map((run) => run.get(name)?.roundTrips ?? 0) };
  return { numRuns: [...MEASURED_AT], units };
}

// Run as a script (npm run unit-costs), not when imported by a test.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = join(findProjectRoot(), 'runner', 'unit-costs.json');
  // Formatted as the repository's prettier check wants it.
  writeFileSync(file, await format(JSON.stringify(await measureTable()), { ...(await resolveConfig(file)), filepath: file }));
  process.stdout.write(`${file} written\n`);
}
