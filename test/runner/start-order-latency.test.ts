import { describe, expect, it } from 'vitest';
import { STAGING_CONFIG } from './staging-config.js';
import { DEFAULTS } from '../../engine/settings.js';
import { conflict, holdsOf, startOrder, type Holds } from '../../runner/lanes.js';
import { planUnits, type Unit } from '../../runner/plan.js';
import { unitCosts } from '../../runner/unit-cost.js';
import { simulateLanes, tripsOf, type SimulatedUnit } from './lane-simulation.js';

// As the latency bench sets it up (a project open to any domain too).
const CONFIG = STAGING_CONFIG;

type Modelled = Unit & SimulatedUnit & { readonly holds: Holds };

const planned = planUnits({ only: [], exclude: [] });
const costs = unitCosts(planned, DEFAULTS.numRuns);
const units: Modelled[] = planned.map((unit, index) => ({
  ...unit,
  trips: tripsOf(costs[index] ?? { requests: 1, roundTrips: 1 }),
  holds: holdsOf(unit, CONFIG, true),
}));
const shared = (unit: Modelled) => unit.holds.exclusive.size === 0;
const wall = (order: readonly Modelled[]) => simulateLanes(order, (a, b) => conflict(a.holds, b.holds), { slots: DEFAULTS.concurrency, latencyMs: 20 }).wallMs;
const first = (rank: (unit: Modelled) => number) => [...units].sort((a, b) => rank(a) - rank(b) || a.index - b.index);

describe('the start order, in a run bound by 20 ms of latency (the committed unit costs, --concurrency 4)', () => {
  const requests = units.reduce((sum, unit) => sum + unit.trips.reduce((a, b) => a + b, 0), 0);
  const ideal = (requests * 20) / DEFAULTS.concurrency;
  const chosen = wall(startOrder(units, (unit) => unit.holds));

  it('keeps the slots busy: within 1.15 times the ideal, where the plan order is not', () => {
    expect(chosen / ideal).toBeLessThan(1.15);
    expect(wall(units) / ideal).toBeGreaterThan(1.15);
  });

  it('beats the orders it was chosen over', () => {
    const alternatives = {
      'shared units first': first((unit) => (shared(unit) ? 0 : 1)),
      'wide units first, on the project too': first((unit) => (shared(unit) ? 2 : unit.check.wide ? 0 : 1)),
      'chains first everywhere': first((unit) => (shared(unit) ? 2 : unit.check.wide ? 1 : 0)),
    };
    for (const [name, order] of Object.entries(alternatives)) expect(wall(order), name).toBeGreaterThan(chosen);
  });
});
