import { describe, expect, it } from 'vitest';
import type { ResultStatus } from '../../engine/report/model.js';
import { DEFAULTS } from '../../engine/settings.js';
import type { Misbehaviour } from './harness/index.js';
import { atProbe, comparableState, crashes, observedBy, PROBE_RUN, resultsOf, runThrough, TIMEOUT_MS } from './run-through.js';

const PROJECT = 'PATCH /projects/{projectId}';

interface Expected {
  readonly check: string;
  readonly status: ResultStatus | 'observed';
  readonly message: RegExp;
}

/** One broken answer to one request, and the finding it must become. */
const cases: [string, Misbehaviour, string[], Expected[]][] = [
  [
    'a reset half-way through the body',
    { kind: 'reset' },
    [],
    [
      {
        check: 'transport',
        status: 'failed',
        message: /connection reset by the server .*: the 200 answer had begun, and \d+ bytes of its body had come for "change the description"/,
      },
    ],
  ],
  [
    'no answer at all',
    { kind: 'hang' },
    [],
    [{ check: 'transport', status: 'failed', message: new RegExp(`no complete answer within ${TIMEOUT_MS} ms for "change the description"`) }],
  ],
  [
    'an answer after the timeout',
    { kind: 'late', ms: TIMEOUT_MS * 2 },
    [],
    [{ check: 'transport', status: 'failed', message: new RegExp(`no complete answer within ${TIMEOUT_MS} ms for "change the description"`) }],
  ],
  [
    'a body that trickles in',
    { kind: 'trickle', intervalMs: 100 },
    [],
    [
      {
        check: 'transport',
        status: 'failed',
        message: new RegExp(`no complete answer within ${TIMEOUT_MS} ms: the 200 answer had begun, and \\d+ bytes of its body had come`),
      },
    ],
  ],
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
    // A gateway's answer says "not now" (engine/not-now.ts): waited out, then neither failed nor passed.
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
  it.each(cases)('%s becomes a finding, and the run goes on', async (kind, action, args, expected) => {
    const outcome = await runThrough([atProbe(action)], [...PROBE_RUN, ...args]);

    expect(crashes(outcome)).toEqual([]);
    // A failure of the connection is confirmed by the client: the same request is sent once more before it is judged.
    const confirmed = ['reset', 'hang', 'late', 'trickle'].includes(action.kind);
    // A failure shown in a write's answer stands as seen: the write is never sent again to confirm it (issue 33).
    // A "not now" answer (502, 503) is waited out: the client sends the request again, as often as it retries.
    const notNow = (action.kind === 'html-error' || action.kind === 'status') && [502, 503, 504].includes(action.status);
    expect(outcome.log.filter((entry) => entry.misbehaviour === action.kind)).toHaveLength(notNow ? 1 + DEFAULTS.retry.maxRetries : confirmed ? 2 : 1);
    if (confirmed)
      expect(resultsOf(outcome.report, 'transport', PROJECT).find((row) => row.status === 'failed')?.message).toMatch(
        /\(the same request failed again when sent a second time, while the server answered a liveness probe\)/,
      );
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

describe.concurrent('a broken answer the same request does not get again', () => {
  it.each<[string, Misbehaviour]>([
    ['no answer', { kind: 'hang' }],
    ['a reset half-way through the body', { kind: 'reset' }],
  ])('%s, once: observed with the answer to the second attempt, not failed', async (_kind, action) => {
    const outcome = await runThrough([{ ...atProbe(action), times: 1 }], [...PROBE_RUN]);

    expect(crashes(outcome)).toEqual([]);
    expect(outcome.code, outcome.stderr).toBe(0);
    expect(resultsOf(outcome.report, 'transport', PROJECT).map((row) => row.status)).not.toContain('failed');
    expect(
      observedBy(outcome.report, 'transport', PROJECT).some((text) =>
        /^The first attempt of "change the description" got .+; sent again, it was answered$/.test(text),
      ),
    ).toBe(true);
    expect(resultsOf(outcome.report, 'updated-at-advances').map((row) => row.status)).toEqual(['passed']);
    expect(outcome.report?.restore?.leftovers).toEqual([]);
  });
});
