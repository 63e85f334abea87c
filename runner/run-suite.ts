import type { RunReport } from '../engine/report/model.js';
import { RunIncomplete } from './incomplete.js';
import { markInterrupted, RunInterrupted } from './interrupted.js';
import { runInLanes } from './lanes.js';
import { RunSession, type FixtureRestore, type SessionOptions } from './run-session.js';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs the suite against a server in this process and returns what report.json holds. The fixtures
 * are snapshotted first and restored after each unit and at the end, whatever happens in between;
 * units that share no fixture run at the same time, within --concurrency requests in flight.
 * `signal` stops it between units (RunInterrupted, once the fixtures are restored). An error once the
 * checks have started throws RunIncomplete, which carries the report of what was collected.
 * `fixtureRestore` is for tests only (RunSession.open).
 */
export async function runSuite(options: SessionOptions, fixtureRestore?: FixtureRestore): Promise<RunReport> {
  const session = await RunSession.open(options, fixtureRestore);
  let incomplete: string | undefined;
  try {
    // Units that share no fixture run side by side; the circuit breaker opening or Ctrl-C starts no more
    // (the run is then incomplete, finish says why).
    await runInLanes(
      session.order,
      (a, b) => session.conflicts(a, b),
      (unit) => session.run(unit),
      () => options.signal?.aborted === true || session.serverGone !== undefined,
    );
  } catch (error) {
    incomplete = `the suite stopped: ${messageOf(error)}`;
  }
  const { report, restore } = await session.finish(incomplete);
  if (options.signal?.aborted) throw new RunInterrupted(restore, markInterrupted(report, options.signal.reason));
  if (report.run.incomplete) throw new RunIncomplete(report);
  return report;
}
