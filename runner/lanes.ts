import type { ConnectionConfig } from '../engine/connection.js';
import { anyProfileOf, unreachable, type FixtureIdKey, type OperationKind } from '../specs/operation-profiles/index.js';
import type { Unit } from './plan.js';

/** The fixture documents a unit changes, by id: alone (exclusive), or beside units that share them. */
export interface Holds {
  readonly exclusive: ReadonlySet<string>;
  readonly shared: ReadonlySet<string>;
}

/**
 * The config keys of the fixture documents a unit changes: what its check names, else its
 * operation's own (the documents its path names; every one of them where the checks use each, as the
 * two timesheet shapes). A fixture a check only names in a path (delete-scope's second project) is not
 * held: nothing is written to it, and the final restore confirms it.
 */
function fixtureKeysOf(unit: Pick<Unit, 'check' | 'operation'>, config: ConnectionConfig): FixtureIdKey[] {
  const { check, operation } = unit;
  const profile = anyProfileOf(operation);
  const own = Object.values(profile.pathParameters).filter((source): source is FixtureIdKey => source !== 'scenario');
  const each = profile.kind !== 'read' && profile.fixtures?.eachUsed ? profile.fixtures.ids : [];
  return [...(check.fixtures?.(operation, config) ?? [...own, ...each])].filter((key) => config[key] !== undefined);
}

/**
 * What a unit holds. People live on their project, and an add first opens the project to any invite
 * domain: the people operations hold it. When the project was found open to any domain already, units
 * that only add and remove their own people share it (what each writes to the project is what it
 * found, and its restore puts back nothing another needs); a check that changes the project itself
 * names it (`fixtures`) and holds it alone, as every other unit holds its fixtures.
 */
export function holdsOf(unit: Pick<Unit, 'check' | 'operation'>, config: ConnectionConfig, peopleShareProject: boolean): Holds {
  const ids = new Set(fixtureKeysOf(unit, config).map((key) => config[key] as string));
  const people = changesPeople(anyProfileOf(unit.operation).kind) && unit.check.fixtures?.(unit.operation, config) === undefined;
  return people && peopleShareProject ? { exclusive: new Set(), shared: ids } : { exclusive: ids, shared: new Set() };
}

/** Whether an operation of this kind adds or removes people (who live on their project). */
function changesPeople(kind: OperationKind): boolean {
  switch (kind) {
    case 'add-person':
    case 'remove-person':
      return true;
    case 'update':
    case 'read':
      return false;
    default:
      return unreachable(kind);
  }
}

/** Whether two units may not run at the same time: a fixture one holds alone, the other holds at all. */
export function conflict(a: Holds, b: Holds): boolean {
  const alone = (x: Holds, y: Holds) => [...x.exclusive].some((id) => y.exclusive.has(id) || y.shared.has(id));
  return alone(a, b) || alone(b, a);
}

/**
 * The order units start in. Units that only share a fixture come last, all at once: first, they would
 * hold back every unit that holds it alone. On the fixture most units hold (the project, where people
 * live), units that send one request after another come before the wide ones (samples side by side),
 * which then fill the slots the other fixtures' chains leave; elsewhere the plan's order, whose wide
 * units first fill the slots the chains leave at the start. Whatever the order, each unit starts from
 * the fixtures as the run found them, so its findings do not depend on it.
 * (test/runner/start-order-latency.test.ts weighs it against the alternatives in a model of the run.)
 */
export function startOrder<U extends Unit>(units: readonly U[], holds: (unit: U) => Holds): U[] {
  const holders = new Map<string, number>();
  for (const unit of units) for (const id of [...holds(unit).exclusive, ...holds(unit).shared]) holders.set(id, (holders.get(id) ?? 0) + 1);
  const busiest = [...holders.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
  const rank = (unit: U) => {
    const { exclusive } = holds(unit);
    if (exclusive.size === 0) return 2;
    return unit.check.wide && busiest !== undefined && exclusive.has(busiest) ? 1 : 0;
  };
  return [...units].sort((a, b) => rank(a) - rank(b) || a.index - b.index);
}

/**
 * The dependent round trips of units run in `order`: each waits on the earlier units it conflicts
 * with, and adds its own (`trips`, absent for a unit that did not run).
 */
export function longestChain<U extends Unit>(order: readonly U[], holds: (unit: U) => Holds, trips: (unit: U) => number | undefined): number {
  const chain = new Map<U, number>();
  for (const [position, unit] of order.entries()) {
    const own = trips(unit);
    if (own === undefined) continue;
    // The longest chain among the earlier units it conflicts with; one that could not make it longer
    // is not asked about (once a run is over, every pair of a few hundred units would be).
    let longest = 0;
    for (const other of order.slice(0, position)) {
      const before = chain.get(other);
      if (before !== undefined && before > longest && conflict(holds(other), holds(unit))) longest = before;
    }
    chain.set(unit, own + longest);
  }
  return Math.max(0, ...chain.values());
}

/**
 * Runs units in `order`, side by side where they do not conflict, each as soon as every earlier unit it
 * conflicts with has ended. `stop` is asked before each start: once it says so, nothing more starts
 * and what runs finishes. The first error is thrown once every unit started has ended.
 */
export async function runInLanes<U>(
  order: readonly U[],
  conflicts: (a: U, b: U) => boolean,
  run: (unit: U) => Promise<unknown>,
  stop: () => boolean,
): Promise<void> {
  const state = order.map((): 'waiting' | 'running' | 'done' => 'waiting');
  let failure: { readonly reason: unknown } | undefined;
  const running = new Set<Promise<void>>();
  const ready = (index: number) => order.slice(0, index).every((other, before) => state[before] === 'done' || !conflicts(other, order[index] as U));
  const startReady = () => {
    for (const [index, unit] of order.entries()) {
      if (failure || stop()) return;
      if (state[index] !== 'waiting' || !ready(index)) continue;
      state[index] = 'running';
      const task: Promise<void> = run(unit).then(
        () => {
          state[index] = 'done';
          running.delete(task);
        },
        (reason: unknown) => {
          failure ??= { reason };
          state[index] = 'done';
          running.delete(task);
        },
      );
      running.add(task);
    }
  };
  startReady();
  while (running.size > 0) {
    await Promise.race(running);
    startReady();
  }
  if (failure) throw failure.reason;
}
