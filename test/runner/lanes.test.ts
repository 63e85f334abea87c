import { describe, expect, it } from 'vitest';
import { STAGING_CONFIG } from './staging-config.js';
import { conflict, holdsOf, longestChain, runInLanes, startOrder, type Holds } from '../../runner/lanes.js';
import { planUnits, type Unit } from '../../runner/plan.js';

const CONFIG = STAGING_CONFIG;

const units = planUnits({ only: [], exclude: [] });
const unit = (name: string): Unit => {
  const found = units.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no unit ${name}`);
  return found;
};
const holds = (name: string, share = true): Holds => holdsOf(unit(name), CONFIG, share);
const ids = (set: ReadonlySet<string>) => [...set].sort();

describe('what a unit holds', () => {
  it('holds the documents its operation changes: a project, or both timesheets (the checks use each shape)', () => {
    expect(ids(holds('project-update-persists PATCH /projects/{projectId}').exclusive)).toEqual(['p1']);
    expect(ids(holds('timesheet-update-persists PATCH /timesheets/{timesheetId}').exclusive)).toEqual(['t1', 't2']);
  });

  it('holds what its check names instead: the round trip of a project runs on the second project', () => {
    expect(ids(holds('stored-as-sent PATCH /projects/{projectId}').exclusive)).toEqual(['p2']);
    expect(ids(holdsOf(unit('stored-as-sent PATCH /projects/{projectId}'), { ...CONFIG, secondProjectId: undefined }, true).exclusive)).toEqual(['p1']);
  });

  it('shares the project for people units when it was found open to any domain, else holds it alone', () => {
    const add = 'person-round-trip POST /projects/{projectId}/people';
    expect(holds(add)).toEqual({ exclusive: new Set(), shared: new Set(['p1']) });
    expect(holds(add, false)).toEqual({ exclusive: new Set(['p1']), shared: new Set() });
    // It changes the project's invite domains itself: alone.
    expect(ids(holds('invite-domains-enforced POST /projects/{projectId}/people').exclusive)).toEqual(['p1']);
  });

  it('does not hold a fixture a check only names in a path (delete-scope and the second project)', () => {
    const scope = holds('delete-scope DELETE /projects/{projectId}/people/{personId}');
    expect([...scope.exclusive, ...scope.shared]).toEqual(['p1']);
  });
});

describe('conflicts', () => {
  const alone = (...held: string[]): Holds => ({ exclusive: new Set(held), shared: new Set() });
  const shared = (...held: string[]): Holds => ({ exclusive: new Set(), shared: new Set(held) });
  it('are a fixture one holds alone and the other holds at all', () => {
    expect(conflict(alone('p1'), alone('p1'))).toBe(true);
    expect(conflict(alone('p1'), shared('p1'))).toBe(true);
    expect(conflict(shared('p1'), alone('p1'))).toBe(true);
    expect(conflict(shared('p1'), shared('p1'))).toBe(false);
    expect(conflict(alone('p1'), alone('p2'))).toBe(false);
    expect(conflict(alone('t1', 't2'), alone('t2'))).toBe(true);
  });
});

describe('the start order', () => {
  const order = startOrder(units, (each) => holdsOf(each, CONFIG, true));
  const position = (name: string) => order.findIndex((each) => each.name === name);

  it('starts every unit once, shared units last', () => {
    expect([...order].sort((a, b) => a.index - b.index)).toEqual(units);
    const shared = order.map((each) => holdsOf(each, CONFIG, true).exclusive.size === 0);
    expect(shared.indexOf(true)).toBe(shared.lastIndexOf(false) + 1);
  });

  it('on the fixture most units hold, starts its wide units after its chains; elsewhere keeps the plan order', () => {
    // The project: valid-payloads-accepted (wide) waits for project-update-persists (a chain), though planned first.
    expect(position('valid-payloads-accepted PATCH /projects/{projectId}')).toBeGreaterThan(position('project-update-persists PATCH /projects/{projectId}'));
    expect(unit('valid-payloads-accepted PATCH /projects/{projectId}').index).toBeLessThan(unit('project-update-persists PATCH /projects/{projectId}').index);
    // The timesheets: plan order, the wide unit first.
    expect(position('valid-payloads-accepted PATCH /timesheets/{timesheetId}')).toBeLessThan(
      position('timesheet-update-persists PATCH /timesheets/{timesheetId}'),
    );
  });
});

describe('runInLanes', () => {
  type Job = { readonly name: string; readonly holds: Holds; readonly ms: number };
  const job = (name: string, ms: number, exclusive: string[], shared: string[] = []): Job => ({
    name,
    ms,
    holds: { exclusive: new Set(exclusive), shared: new Set(shared) },
  });

  async function trace(jobs: readonly Job[]) {
    const events: string[] = [];
    let running = 0;
    let most = 0;
    await runInLanes(
      jobs,
      (a, b) => conflict(a.holds, b.holds),
      async (each) => {
        events.push(`start ${each.name}`);
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, each.ms));
        running -= 1;
        events.push(`end ${each.name}`);
      },
      () => false,
    );
    return { events, most };
  }

  it('runs units that share no fixture at once, and those that do one after the other, in order', async () => {
    const { events, most } = await trace([job('a', 20, ['p1']), job('b', 5, ['t1']), job('c', 5, ['p1']), job('d', 5, [], ['p1']), job('e', 5, [], ['p1'])]);
    expect(most).toBe(2);
    expect(events.indexOf('start c')).toBeGreaterThan(events.indexOf('end a'));
    expect(events.indexOf('start b')).toBeLessThan(events.indexOf('end a'));
    // The shared ones run together, once every earlier unit holding the fixture alone has ended.
    expect(events.indexOf('start d')).toBeGreaterThan(events.indexOf('end c'));
    expect(events.indexOf('start e')).toBeLessThan(events.indexOf('end d'));
  });

  it('starts nothing more once told to stop, and lets what runs finish', async () => {
    const started: string[] = [];
    let stop = false;
    await runInLanes(
      ['a', 'b', 'c'],
      () => true,
      async (name) => {
        started.push(name);
        stop = true;
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
      () => stop,
    );
    expect(started).toEqual(['a']);
  });

  it('throws the first error once every unit started has ended', async () => {
    let ended = 0;
    const outcome = runInLanes(
      ['fails', 'slow'],
      () => false,
      async (name) => {
        if (name === 'fails') throw new Error('a bug');
        await new Promise((resolve) => setTimeout(resolve, 20));
        ended += 1;
      },
      () => false,
    );
    await expect(outcome).rejects.toThrow('a bug');
    expect(ended).toBe(1);
  });
});

describe('longestChain', () => {
  it('adds up the round trips of units that wait on one another, and takes the longest chain', () => {
    const [a, b, c, d] = units;
    const held = new Map<Unit | undefined, Holds>([
      [a, { exclusive: new Set(['p1']), shared: new Set() }],
      [b, { exclusive: new Set(['t1']), shared: new Set() }],
      [c, { exclusive: new Set(['p1']), shared: new Set() }],
      [d, { exclusive: new Set(), shared: new Set(['p1']) }],
    ]);
    const trips = new Map<Unit | undefined, number>([
      [a, 10],
      [b, 50],
      [c, 15],
      [d, 7],
    ]);
    const order = [a, b, c, d] as Unit[];
    const chain = (tripsOf: (each: Unit) => number | undefined) => longestChain(order, (each) => held.get(each) as Holds, tripsOf);
    // p1: a → c → d = 32; t1: b = 50.
    expect(chain((each) => trips.get(each))).toBe(50);
    trips.set(b, 5);
    expect(chain((each) => trips.get(each))).toBe(32);
    // A unit that did not run adds nothing and holds back nothing.
    expect(chain((each) => (each === c ? undefined : trips.get(each)))).toBe(17);
  });
});
