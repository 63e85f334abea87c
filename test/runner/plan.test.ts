import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operationsOf, planUnits } from '../../runner/plan.js';
import { scenarioChecks } from '../../suites/checks/scenario/index.js';

/**
 * The unit names of the default plan as the run planned them before checks declared the kinds they apply
 * to (each check listed its operations then): the compatibility contract of shards and merges, which name
 * and number units the same way on every machine and every version that reads the same shard files.
 */
const PINNED: readonly string[] = JSON.parse(readFileSync(new URL('./default-plan-units.json', import.meta.url), 'utf8'));

const ALL = { only: [], exclude: [] };

describe('planUnits', () => {
  it('plans the same units, in the same order, as before checks declared their kinds', () => {
    const units = planUnits(ALL);
    expect(units.map((unit) => unit.name)).toEqual(PINNED);
    expect(units.map((unit) => unit.index)).toEqual(PINNED.map((_, index) => index));
  });

  it('names each unit by its check and one of the operations the check applies to', () => {
    for (const unit of planUnits(ALL)) {
      expect(unit.name).toBe(`${unit.check.id} ${unit.operation}`);
      expect(operationsOf(unit.check)).toContain(unit.operation);
    }
  });

  it('keeps a selection in the order of the whole plan, numbered from 0', () => {
    const only = ['unknown-references', 'notify-accepted', 'delete-scope'];
    const units = planUnits({ only, exclude: [] });
    expect(units.map((unit) => unit.name)).toEqual(PINNED.filter((name) => only.includes(name.split(' ')[0] ?? '')));
    expect(units.map((unit) => unit.index)).toEqual(units.map((_, index) => index));
    const rest = planUnits({ only: [], exclude: only }).map((unit) => unit.name);
    expect(rest).toEqual(PINNED.filter((name) => !only.includes(name.split(' ')[0] ?? '')));
  });

  it('runs every scenario check on at least one operation', () => {
    expect(scenarioChecks.filter((check) => operationsOf(check).length === 0).map((check) => check.id)).toEqual([]);
  });
});
