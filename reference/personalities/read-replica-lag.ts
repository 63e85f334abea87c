import { definePersonality } from './personality.js';

/** How far the replica the GETs read is behind: a replica set's secondary under load. */
export const READ_LAG_MS = 60;

/**
 * Reads from a replica (MongoDB's readPreference secondaryPreferred, a read model fed by events): a
 * GET shows an update some milliseconds after its 200. The spec says nothing of when a read sees an
 * update: the run measures the lag before the checks and waits it out (engine/fixture-state/read-lag-probe.ts).
 */
export const readReplicaLag = definePersonality({
  name: 'read-replica-lag',
  description: `GET /projects/{projectId} and GET /timesheets/{timesheetId} read a replica that shows each update ${READ_LAG_MS} ms after it was made (the PATCH that made it answered at once).`,
  overrides: { readLagMs: READ_LAG_MS },
});
