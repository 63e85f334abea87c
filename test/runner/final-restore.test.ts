import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restoreFixtures } from '../../engine/fixture-state/restore.js';
import { startReferenceServer, type RunningReference } from '../../reference/index.js';
import { RunIncomplete } from '../../runner/incomplete.js';
import { RunInterrupted } from '../../runner/interrupted.js';
import { runSuite } from '../../runner/run-suite.js';
import type { SessionOptions } from '../../runner/run-session.js';
import { failingAtTheEnd, FINAL_RESTORE_ERROR } from './failing-final-restore.js';

const STOPPED = `the final restore stopped: ${FINAL_RESTORE_ERROR}`;
const LEFTOVER = `${STOPPED}; the fixtures may not be as the run found them`;

// A server per test: a run whose final restore failed may leave its fixtures changed.
let server: RunningReference;
beforeEach(async () => {
  server = await startReferenceServer();
});
afterEach(() => server.close());

/** Two units, one of which adds people: the restores between units run as usual. */
const run = (options: Partial<SessionOptions> = {}) =>
  runSuite(
    { connection: server.config, seed: 3, numRuns: 2, only: ['project-update-persists', 'person-round-trip'], ...options },
    failingAtTheEnd(restoreFixtures),
  );

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('the run should have rejected'),
    (error: unknown) => error,
  );
}

describe('a final restore that throws', () => {
  it('leaves the report of what was collected, marked incomplete, with the restore listed as a leftover', async () => {
    const error = await rejectionOf(run());
    expect(error).toBeInstanceOf(RunIncomplete);
    const { report, message } = error as RunIncomplete;
    expect(message).toBe(`the run is incomplete: ${STOPPED}`);
    expect(report.run.incomplete).toBe(STOPPED);
    expect(report.restore).toEqual({ restored: [], leftovers: [LEFTOVER] });
    expect(new Set(report.results.map((result) => result.check))).toEqual(new Set(['project-update-persists', 'person-round-trip', 'operation-served']));
  });

  it('keeps the first reason of an incomplete run, and still lists the restore', async () => {
    const error = await rejectionOf(
      run({
        onUnit: () => {
          throw new Error('the unit hook broke');
        },
      }),
    );
    expect(error).toBeInstanceOf(RunIncomplete);
    const { report } = error as RunIncomplete;
    expect(report.run.incomplete).toBe('the suite stopped: the unit hook broke');
    expect(report.restore?.leftovers).toEqual([LEFTOVER]);
  });

  it('is carried by an interrupted run, whose leftovers the CLI prints', async () => {
    const error = await rejectionOf(run({ signal: AbortSignal.abort() }));
    expect(error).toBeInstanceOf(RunInterrupted);
    expect((error as RunInterrupted).restore).toEqual({ restored: [], leftovers: [LEFTOVER] });
  });
});
