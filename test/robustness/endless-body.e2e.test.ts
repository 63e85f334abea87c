import { describe, expect, it } from 'vitest';
import { DEFAULTS } from '../../engine/settings.js';
import { atProbe, crashes, observedBy, PROBE_RUN, resultsOf, runThrough } from './run-through.js';

/**
 * Room for what sits in socket buffers when the client stops reading (a few MiB on loopback). A
 * client that kept reading an endless body for a whole --timeout would take in hundreds of MiB.
 */
const SOCKET_SLACK = 16 * 1024 * 1024;

/** A body that never ends costs the run at most --max-body: the client stops reading there and moves on. */
describe.concurrent('an endless body', () => {
  it.each([
    ['--max-body 64 KiB', ['--max-body', String(64 * 1024)], 64 * 1024],
    ['the default cap', [], DEFAULTS.maxBodyBytes],
  ])('with %s is cut at the cap, named, and the run goes on', async (_name, args, cap) => {
    // Spawned: an endless body is where a read that never yields would hang, and only a process can be killed.
    const outcome = await runThrough([atProbe({ kind: 'endless-body' })], [...PROBE_RUN, ...args], { spawned: true });

    expect(crashes(outcome)).toEqual([]);
    expect(outcome.code, outcome.stderr).toBe(0);
    // The cap is the run's own limit, not the server's deviation: observed, not a warning.
    const statuses = resultsOf(outcome.report, 'transport', 'PATCH /projects/{projectId}').map((row) => row.status);
    expect(statuses).not.toContain('warning');
    expect(statuses).not.toContain('failed');
    expect(observedBy(outcome.report, 'transport', 'PATCH /projects/{projectId}')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`response body exceeded --max-body \\(${cap} bytes\\) and was cut there for "change the description"`)),
      ]),
    );

    // Memory stays bounded: what the harness managed to write before the client hung up is the cap
    // plus socket buffers, not what a whole timeout of reading would have pulled in.
    const endless = outcome.log.find((entry) => entry.misbehaviour === 'endless-body');
    expect(endless?.bytesWritten).toBeGreaterThan(cap);
    expect(endless?.bytesWritten).toBeLessThan(cap + SOCKET_SLACK);

    expect(resultsOf(outcome.report, 'date-time-round-trip').map((row) => row.status)).toEqual(['passed']);
    expect(outcome.report?.restore?.leftovers).toEqual([]);
  });
});
