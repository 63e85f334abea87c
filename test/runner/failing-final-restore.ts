import type { FixtureRestore } from '../../runner/run-session.js';

/** What the final restore's client throws (the run quotes it in the report). */
export const FINAL_RESTORE_ERROR = 'the client threw during the final restore';

/**
 * The engine's restore, as is after each unit; at the end of the run its client throws on the first
 * request, so that restoreFixtures itself throws, which the run must survive with its report. Takes the
 * real restore as an argument: a test that replaces the engine's module passes the original.
 */
export const failingAtTheEnd =
  (restore: FixtureRestore): FixtureRestore =>
  (client, snapshot, journal, options = {}) =>
    restore(options.between ? client : { send: () => Promise.reject(new Error(FINAL_RESTORE_ERROR)) }, snapshot, journal, options);
