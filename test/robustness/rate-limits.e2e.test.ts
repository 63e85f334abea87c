import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../engine/http/client.js';
import type { LoggedRequest, Misbehaviour } from './harness/index.js';
import { atProbe, comparableState, crashes, observedBy, PROBE, PROBE_RUN, resultsOf, runThrough, type ThroughOutcome } from './run-through.js';
import { DEFAULTS } from '../../engine/settings.js';

const PROJECT = 'PATCH /projects/{projectId}';
const ADD_PERSON = 'POST /projects/{projectId}/people';

const probes = (outcome: ThroughOutcome): LoggedRequest[] => outcome.log.filter((entry) => entry.body.includes(PROBE));
const gaps = (entries: readonly LoggedRequest[]) => entries.slice(1).map((entry, index) => entry.at - (entries[index]?.at ?? 0));
const tooMany = (headers?: Record<string, string>): Misbehaviour => ({
  kind: 'status',
  status: 429,
  body: '{"message":"slow down"}',
  ...(headers ? { headers } : {}),
});

/** Clocks of two processes in whole milliseconds: a wait of 1 s may show as 999 ms between arrivals. */
const CLOCK_SLACK_MS = 20;

describe.concurrent('429 in a run', () => {
  it.each([
    ['Retry-After: 1, twice', tooMany({ 'retry-after': '1' }), 2, [1_000, 1_000]],
    ['no Retry-After, once', tooMany(), 1, [1_000]],
  ])('%s: waited out as asked, then the request goes through', async (_name, action, times, waits) => {
    const outcome = await runThrough([{ ...atProbe(action), times }], PROBE_RUN);

    expect(crashes(outcome)).toEqual([]);
    expect(outcome.code, outcome.stderr).toBe(0);
    const attempts = probes(outcome);
    expect(attempts.map((entry) => entry.misbehaviour ?? entry.status)).toEqual([...Array<string>(times).fill('status'), 200]);
    // Never sooner than asked (the back-off's first step is 1 s).
    gaps(attempts).forEach((gap, index) => expect(gap).toBeGreaterThanOrEqual((waits[index] ?? 0) - CLOCK_SLACK_MS));
    expect(resultsOf(outcome.report, 'status-documented', PROJECT).map((row) => row.status)).toEqual(['passed', 'passed']);
    // Waited out, the limit still shows: observed beside the answer it led to.
    expect(observedBy(outcome.report, 'status-documented', PROJECT)).toContainEqual(
      expect.stringMatching(new RegExp(`a limit waited out before this 200 \\(retried ${times} times? after 429`)),
    );
    expect(resultsOf(outcome.report, 'updated-at-advances').map((row) => row.status)).toEqual(['passed']);
  });

  it.each([
    [
      'a Retry-After beyond what the suite waits',
      tooMany({ 'retry-after': '3600' }),
      1,
      /answers 429 for "change the description" \(not retried; Retry-After asks 3600 s, longer than the 10 s the suite waits for one request\)/,
    ],
    [
      '429 to every retry',
      tooMany({ 'retry-after': '0' }),
      4,
      /answers 429 for "change the description" \(retried 3 times after 429, waiting 0 s in all; still 429 after 3 retries\)/,
    ],
  ])('%s: the 429 is reported with how the client coped, and the run goes on', async (_name, action, attempts, message) => {
    const outcome = await runThrough([atProbe(action)], PROBE_RUN);

    expect(crashes(outcome)).toEqual([]);
    expect(outcome.code, outcome.stderr).toBe(0);
    expect(probes(outcome)).toHaveLength(attempts);
    // Rate limits are "not shown": the 429 and how the client coped are observed, not held against the server.
    expect(resultsOf(outcome.report, 'status-documented', PROJECT).map((row) => row.status)).not.toContain('warning');
    expect(
      observedBy(outcome.report, 'status-documented', PROJECT).some((text) => message.test(text)),
      observedBy(outcome.report, 'status-documented', PROJECT).join('\n'),
    ).toBe(true);
    expect(outcome.report?.observations.some((observation) => observation.requirement === 'LIMITS.RATE')).toBe(true);
    expect(resultsOf(outcome.report, 'date-time-round-trip').map((row) => row.status)).toEqual(['passed']);
    expect(outcome.report?.restore?.leftovers).toEqual([]);
  });
});

describe('a burst of 503', () => {
  it('is waited out, never judged: the request goes through, and the run and the restore carry on', async () => {
    // As many 503s as the client retries one request: its last attempt is answered (a 503 that outlasts
    // the retries is not assessed: broken-answers.e2e.test.ts).
    const burst = DEFAULTS.retry.maxRetries;
    const outcome = await runThrough(
      [{ operation: ADD_PERSON, times: burst, action: { kind: 'status', status: 503, headers: { 'retry-after': '1' }, body: '{"message":"overloaded"}' } }],
      ['--only', 'transport,no-server-error,person-round-trip'],
    );

    expect(crashes(outcome)).toEqual([]);
    expect(outcome.code, outcome.stderr).toBe(0);
    // "Not now" is no answer to the request: no 503 is held against the server.
    expect(resultsOf(outcome.report, 'no-server-error', ADD_PERSON).map((row) => row.status)).not.toContain('failed');
    expect(outcome.report?.results.filter((result) => result.status === 'failed')).toEqual([]);
    const adds = outcome.log.filter((entry) => entry.operation === ADD_PERSON);
    expect(adds.slice(0, burst).map((entry) => entry.status)).toEqual(Array<number>(burst).fill(503));
    // Waited out as asked (Retry-After: 1): the adds answered after the burst came a second or more after it began.
    const began = adds[0]?.at ?? Infinity;
    expect(adds.slice(burst).some((entry) => entry.status === 200 && entry.at - began >= 1_000 - CLOCK_SLACK_MS)).toBe(true);
    expect(outcome.report?.restore?.leftovers).toEqual([]);
    expect(comparableState(outcome.after)).toEqual(comparableState(outcome.before));
  });
});

/** The client's own bounds, without a whole run: the budget across requests, and Retry-After as an HTTP-date. */
describe.concurrent('the client waiting out 429s', () => {
  /** A server answering 429 with whatever Retry-After `header()` says, recording when each request came. */
  async function limiter(header: () => string) {
    const arrivals: number[] = [];
    const asked: number[] = [];
    const server = createServer((req, res) => {
      arrivals.push(Date.now());
      const value = header();
      asked.push(Date.parse(value) || Date.now() + Number(value) * 1000);
      req.resume();
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': value }).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const close = () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    return { url: `http://127.0.0.1:${port}/v1`, arrivals, asked, close };
  }

  /** Sends `count` reads through a client of its own and stops both. */
  async function sendReads(server: Awaited<ReturnType<typeof limiter>>, retry: { maxRetries: number; maxWaitMs: number; budgetMs: number }, count: number) {
    const client = new ApiClient(
      { baseUrl: server.url, token: 't', projectId: 'p', timesheetId: 't' },
      { timeoutMs: 2_000, maxBodyBytes: 65_536, concurrency: 1, retry },
    );
    try {
      const exchanges = [];
      for (let index = 0; index < count; index += 1)
        exchanges.push(await client.send({ operation: 'PATCH /projects/{projectId}', params: { projectId: 'p' }, body: {}, purpose: 'read' }));
      return exchanges;
    } finally {
      await client.close();
      await server.close();
    }
  }

  it('stops retrying once its budget of waiting is spent, and says so', async () => {
    const server = await limiter(() => '1');
    const [first, second] = await sendReads(server, { maxRetries: 5, maxWaitMs: 5_000, budgetMs: 1_500 }, 2);

    const spent = 'the 1.5 s the suite may wait on 429s in all (per group of checks) is spent';
    expect(first?.retries).toEqual({ count: 1, waitedMs: 1_000, stopped: spent });
    expect(second?.retries).toEqual({ count: 0, waitedMs: 0, stopped: spent });
    expect(server.arrivals).toHaveLength(3);
  });

  it('does not spin on a server that answers 429 to everything: bounded by the budget, then each 429 recorded at once', async () => {
    const server = await limiter(() => '1');
    const client = new ApiClient(
      { baseUrl: server.url, token: 't', projectId: 'p', timesheetId: 't' },
      { timeoutMs: 2_000, maxBodyBytes: 65_536, concurrency: 4, retry: { maxRetries: 3, maxWaitMs: 5_000, budgetMs: 2_000 } },
    );
    const started = Date.now();
    try {
      const exchanges = await Promise.all(
        Array.from({ length: 40 }, () => client.send({ operation: 'PATCH /projects/{projectId}', params: { projectId: 'p' }, body: {}, purpose: 'read' })),
      );
      expect(exchanges.every((exchange) => exchange.response?.status === 429 && exchange.retries?.stopped !== undefined)).toBe(true);
      // The budget (2 s of waiting in all, shared by four in flight), then no more waiting, and no pacing at the adaptive floor.
      expect(Date.now() - started).toBeLessThan(8_000);
      expect(server.arrivals.length).toBeLessThan(40 * 2);
    } finally {
      await client.close();
      await server.close();
    }
  });

  it('honours a Retry-After given as an HTTP-date', async () => {
    // Two seconds ahead, cut to the whole second the format can say: at least one second of waiting.
    const server = await limiter(() => new Date(Date.now() + 2_000).toUTCString());
    const [exchange] = await sendReads(server, { maxRetries: 1, maxWaitMs: 5_000, budgetMs: 10_000 }, 1);

    expect(exchange?.retries?.count).toBe(1);
    expect(server.arrivals).toHaveLength(2);
    expect(server.arrivals[1]).toBeGreaterThanOrEqual((server.asked[0] ?? Infinity) - CLOCK_SLACK_MS);
  });
});
