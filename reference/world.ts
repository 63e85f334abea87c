import type { FaultName, FaultSet } from './faults/catalogue.js';
import type { Behaviour } from './personalities/behaviour.js';
import type { Clock } from './state/clock.js';
import type { FixtureHandles } from './state/seed/index.js';
import type { IdSource } from './state/ids.js';
import type { State } from './state/model.js';
import type { Replica } from './state/replica.js';

/** Everything one running reference server works with. */
export interface World {
  readonly state: State;
  readonly handles: FixtureHandles;
  readonly ids: IdSource;
  readonly clock: Clock;
  readonly behaviour: Behaviour;
  readonly faults: FaultSet;
  /** What the document GETs read: the stored documents, or a replica behind them (the read-replica-lag personality). */
  readonly replica: Replica;
}

export const hasFault = (world: World, name: FaultName): boolean => world.faults.has(name);
