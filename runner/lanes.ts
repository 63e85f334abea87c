import type { ConnectionConfig } from '../engine/connection.js';
import { profileOf, type FixtureIdKey } from '../specs/operation-profiles/index.js';
import type { Unit } from './plan.js';


/**
 * The fixture documents a unit may change, by config key: what its check names, else its
 * operation's own (the documents its path names; every one of them where the checks use each, as
 * the two timesheet shapes). People live on their project, and an add may open the project's invite
 * domains: the people operations hold it too. A fixture a check only names in a path (delete-scope's
 * second project) is not held: nothing is written to it, and the final restore confirms it.
 */
export function fixturesOf(unit: Pick<Unit, 'check' | 'operation'>, config: ConnectionConfig): ReadonlySet<FixtureIdKey> {
  const { check, operation } = unit;
  const profile = profileOf(operation);
  const own = Object.values(profile.pathParameters).filter((source): source is FixtureIdKey => source !== 'scenario');
  const each = profile.fixtures?.eachUsed ? profile.fixtures.ids : [];
  const named = check.fixtures?.(operation, config) ?? [...own, ...each];
  return new Set(named.filter((key) => config[key] !== undefined));
}

/**
 * Runs units side by side where they share no fixture, each as soon as every earlier unit of the plan
 * that shares one with it has ended: units of one fixture keep the plan's order, and each starts from
 * the fixtures as the run found them (the unit before it restored them). `stop` is asked before each
 * start: once it says so, nothing more starts and what runs finishes.
 */
export async function runInLanes(
  units: readonly Unit[],
  fixtures: (unit: Unit) => ReadonlySet<string>,
  run: (unit: Unit) => Promise<unknown>,
  stop: () => boolean,
): Promise<void> {
  const held = units.map(fixtures);
  const state = units.map((): 'waiting' | 'running' | 'done' => 'waiting');
  let failure: { readonly reason: unknown } | undefined;
  const running = new Set<Promise<void>>();
  // A unit may start when no earlier unit still waiting or running holds a fixture it holds.
  const ready = (index: number) =>
    [...(held[index] as ReadonlySet<string>)].every((key) => !held.slice(0, index).some((other, before) => state[before] !== 'done' && other.has(key)));
  const startReady = () => {
    for (const [index, unit] of units.entries()) {
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
