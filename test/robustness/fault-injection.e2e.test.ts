import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { faultAfter, faultModes } from './harness/index.js';
import { changedIds, crashes, resultsOf, runThrough, TIMEOUT_MS, type ThroughOutcome } from './run-through.js';

/**
 * Requests let through before a mode breaks every one: the fixtures are read, the read-lag probe has
 * written three times and read each back, and the checks have begun (the break falls inside a unit).
 */
const AFTER = 37;

/**
 * With --timeout T: the breaker opens within two timeouts and a probe (3 s at most) of the first
 * unanswered request, the final restore waits 2 T at most (and one probe more); the rest is the
 * CLI's start and the reports. Generous for a loaded CI box, far below the hour issue 25 met.
 */
const BOUND_MS = 45_000;

/** What a run whose server went away must give: exit 2, said at once, reports of what was collected, fixtures restored or listed. */
function expectIncomplete(outcome: ThroughOutcome): void {
  expect(crashes(outcome).filter((line) => !line.startsWith('exit 2'))).toEqual([]);
  expect(outcome.code, outcome.stderr).toBe(2);
  expect(outcome.stderr).toMatch(
    /pm-conformance: the server stopped answering: 3 requests in a row got no answer \(.+\); circuit breaker open: no more requests are sent\n/,
  );
  expect(outcome.stderr).toMatch(/pm-conformance: restoring the fixtures: waiting up to \d+ s for the server to answer again\n/);
  expect(outcome.stderr).toMatch(/pm-conformance: the run is incomplete: the server stopped answering.*; the reports in .+ hold what was collected\n/);
  for (const file of ['report.json', 'junit.xml', 'ctrf.json']) expect(existsSync(join(outcome.dir, 'reports', file)), file).toBe(true);
  expect(outcome.report?.run.incomplete).toMatch(/^the server stopped answering: 3 requests in a row got no answer/);
  // Connection errors are not verdicts.
  expect(resultsOf(outcome.report, 'transport').filter((row) => row.status === 'failed')).toEqual([]);
  expect(outcome.stdout).not.toContain('Does not conform');
  // Every fixture is as found, or named in a leftover (and on stdout).
  const leftovers = outcome.report?.restore?.leftovers ?? [];
  for (const id of changedIds(outcome.before, outcome.after)) {
    expect(
      leftovers.some((line) => line.includes(id)),
      `${id} changed and not listed`,
    ).toBe(true);
  }
  for (const line of leftovers) expect(outcome.stdout).toContain(`Left on the server (clean up by hand): ${line}`);
}

describe.concurrent(`run against a server that breaks every request after the first ${AFTER}`, () => {
  // First, the longest (the default 10 s timeout): it waits while the others run.
  it('goes silent for good, with the default settings: exit 2 and reports in under a minute', async () => {
    const outcome = await runThrough([faultAfter('goes silent for good', AFTER)], [], { defaults: true });

    expectIncomplete(outcome);
    expect(outcome.elapsedMs).toBeLessThan(60_000);
    // The console said what the run was waiting for while it waited.
    expect(outcome.stderr).toMatch(
      /pm-conformance: waiting \d+ s for an answer to [A-Z]+ \/v1\/\S+ \(.+\).*; each request gives up after 10 s \(--timeout\)\n/,
    );
  });

  it.each(faultModes)(`%s: exit 2 within ${BOUND_MS / 1000} s (--timeout ${TIMEOUT_MS}), reports written, fixtures restored or listed`, async (mode) => {
    const outcome = await runThrough([faultAfter(mode, AFTER)]);

    expectIncomplete(outcome);
    expect(outcome.elapsedMs).toBeLessThan(BOUND_MS);
    // The breaker stopped the sending: a handful of requests after the fault, not the rest of the run.
    expect(outcome.log.length).toBeLessThan(AFTER + 20);
    // The unit cut short is not shown as passed.
    expect(outcome.stderr).toMatch(/\n– \S+ [A-Z]+ \S+ \(\d+ exchanges; not run to its end: the server stopped answering\)\n/);
  });
});
