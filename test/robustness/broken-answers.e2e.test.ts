import { describe, expect, it } from 'vitest';
import type { ResultStatus } from '../../engine/report/model.js';
import { DEFAULTS } from '../../engine/settings.js';
import type { Misbehaviour, Rule } from './harness/index.js';
import { atProbe, comparableState, crashes, observedBy, PROBE_RUN, resultsOf, runThrough, TIMEOUT_MS } from './run-through.js';

const PROJECT = 'PATCH /projects/{projectId}';

interface Expected {
  readonly check: string;
  readonly status: ResultStatus | 'observed';
  readonly message: RegExp;
}

/** One broken answer to one request, and the finding it must become. */
const cases: [string, Misbehaviour, string[], Expected[]][] = [
  // The probe is a write: after a failed connection it is not sent again (the server may have applied
  // it), so its failure is not confirmed and the exchange is not assessed (engine/not-now.ts).
  ['a reset half-way through the body', { kind: 'reset' }, [], [{ check: 'transport', status: 'not-assessable', message: /connection reset/ }]],
  ['no answer at all', { kind: 'hang' }, [], [{ check: 'transport', status: 'not-assessable', message: /no complete answer/ }]],
  ['an answer after the timeout', { kind: 'late', ms: TIMEOUT_MS * 2 }, [], [{ check: 'transport', status: 'not-assessable', message: /no complete answer/ }]],
  ['a body that trickles in', { kind: 'trickle', intervalMs: 100 }, [], [{ check: 'transport', status: 'not-assessable', message: /no complete answer/ }]],
  [
    'a body over --max-body',
    { kind: 'large-body', bytes: 200_000 },
    ['--max-body', '65536'],
    [{ check: 'transport', status: 'observed', message: /response body exceeded --max-body \(65536 bytes\) and was cut there for "change the description"/ }],
  ],
  [
    'invalid JSON',
    { kind: 'invalid-json' },
    [],
    [{ check: 'content-type-json', status: 'failed', message: /Received a body that is not JSON \(.+\): \{"_id": "65a0", "title": / }],
  ],
  [
    "a proxy's HTML error page",
    { kind: 'html-error', status: 502 },
    [],
    // A gateway's answer says "not now" (engine/not-now.ts): neither failed nor passed. To a write it is
    // not waited out: the server behind the gateway may have applied it.
    [
      { check: 'no-server-error', status: 'not-assessable', message: /answered 502/ },
      { check: 'content-type-json', status: 'not-assessable', message: /answered 502/ },
    ],
  ],
  [
    'a wrong content type',
    { kind: 'content-type', value: 'text/plain' },
    [],
    [{ check: 'content-type-json', status: 'failed', message: /Received Content-Type "text\/plain" on a 200 with a body/ }],
  ],
  [
    'no content type',
    { kind: 'content-type' },
    [],
    [{ check: 'content-type-json', status: 'failed', message: /Received Content-Type \(none\) on a 200 with a body/ }],
  ],
  ['a 503', { kind: 'status', status: 503, body: '{"message":"busy"}' }, [], [{ check: 'no-server-error', status: 'not-assessable', message: /answered 503/ }]],
];

/**
 * Whatever one answer does, the run names it in a finding, goes on with the next check and puts the
 * fixtures back. The broken request is updated-at-advances' change of the description.
 */
describe.concurrent('one broken answer in a run', () => {
  it.each(cases)('%s is named, and the run goes on', async (kind, action, args, expected) => {
    const outcome = await runThrough([atProbe(action)], [...PROBE_RUN, ...args]);

    expect(crashes(outcome)).toEqual([]);
    // The broken request is a write: never sent again after a failed connection, nor after a gateway's
    // 502, since the server may have applied it (issue 33). A 503 says it was not processed: the client
    // waits it out and sends the request again, as often as it retries.
    const waitedOut = action.kind === 'status' && [429, 503].includes(action.status);
    expect(outcome.log.filter((entry) => entry.misbehaviour === action.kind)).toHaveLength(waitedOut ? 1 + DEFAULTS.retry.maxRetries : 1);
    for (const { check, status, message } of expected) {
      // The run's own limits and statuses the spec does not show are observations, not findings against the server.
      if (status === 'observed') {
        expect(
          observedBy(outcome.report, check, PROJECT).some((text) => message.test(text)),
          `${check} on ${kind}`,
        ).toBe(true);
        expect(resultsOf(outcome.report, check, PROJECT).map((row) => row.status)).not.toContain('failed');
        continue;
      }
      // A check may report under more than one requirement (content-type-json: GEN.JSON and GEN.JSON.OTHER_STATUSES).
      const rows = resultsOf(outcome.report, check, PROJECT);
      // An answer that is no evidence is counted apart on the check's rows; their verdict rests on the judged answers.
      if (status === 'not-assessable') {
        expect(
          rows.some((row) => (row.counts['not-assessable'] ?? 0) > 0),
          `${check} on ${kind}`,
        ).toBe(true);
        expect(rows.map((row) => row.status)).not.toContain('failed');
        continue;
      }
      const worst = rows.find((row) => row.status === status);
      expect(
        rows.map((row) => row.status),
        `${check} on ${kind}`,
      ).toContain(status);
      expect(
        rows.filter((row) => row !== worst).map((row) => row.status),
        `${check} on ${kind}`,
      ).not.toContain('failed');
      expect(worst?.message).toMatch(message);
    }
    expect(outcome.code, outcome.stderr).toBe(expected.some((finding) => finding.status === 'failed') ? 1 : 0);

    // The run went on: the check after the probe, in the same group, judged the server as usual.
    expect(resultsOf(outcome.report, 'date-time-round-trip').map((row) => row.status)).toEqual(['passed']);
    expect(outcome.report?.restore?.leftovers).toEqual([]);
    // A late answer may still change the server after the run is over (as a real one would): only
    // its restore outcome is judged.
    if (action.kind !== 'late') expect(comparableState(outcome.after)).toEqual(comparableState(outcome.before));
  });
});

/**
 * A read of the project by a check: after the discovery, the snapshot of the two projects
 * (hostile-secrets.test.ts) and the reads of the read-lag probe's three writes (engine/fixture-state/read-lag-probe.ts).
 */
const atRead = (action: Misbehaviour, times: number): Rule => ({ operation: READ, skip: 6, times, action });
const READ = 'GET /projects/{projectId}';

describe.concurrent('a broken answer to a read, which changes nothing', () => {
  it.each<[string, Misbehaviour]>([
    ['no answer', { kind: 'hang' }],
    ['a reset half-way through the body', { kind: 'reset' }],
  ])('%s, once: the read is sent again and observed with the answer to the second attempt, not failed', async (_kind, action) => {
    const outcome = await runThrough([atRead(action, 1)], [...PROBE_RUN]);

    expect(crashes(outcome)).toEqual([]);
    expect(outcome.code, outcome.stderr).toBe(0);
    const broken = outcome.log.findIndex((entry) => entry.misbehaviour === action.kind);
    // Sent again at once: the next request the server received is the same read.
    expect(outcome.log[broken + 1]).toMatchObject({ method: 'GET', path: outcome.log[broken]?.path, status: 200 });
    expect(resultsOf(outcome.report, 'transport').map((row) => row.status)).not.toContain('failed');
    expect(observedBy(outcome.report, 'transport', READ).some((text) => /^The first attempt of ".+" got .+; sent again, it was answered$/.test(text))).toBe(
      true,
    );
    expect(resultsOf(outcome.report, 'updated-at-advances').map((row) => row.status)).toEqual(['passed']);
    expect(outcome.report?.restore?.leftovers).toEqual([]);
  });

  it('a reset, twice: the read is sent again, and the failure confirmed while the server answers a liveness probe', async () => {
    const outcome = await runThrough([atRead({ kind: 'reset' }, 2)], [...PROBE_RUN]);

    expect(crashes(outcome)).toEqual([]);
    expect(outcome.log.filter((entry) => entry.misbehaviour === 'reset')).toHaveLength(2);
    expect(resultsOf(outcome.report, 'transport', READ).find((row) => row.status === 'failed')?.message).toMatch(
      /\(the same request failed again when sent a second time, while the server answered a liveness probe\)/,
    );
    expect(outcome.code, outcome.stderr).toBe(1);
    expect(outcome.report?.restore?.leftovers).toEqual([]);
  });
});
