import { beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionConfig } from '../../engine/connection.js';
import type { Exchange } from '../../engine/exchange.js';
import type { RunReport } from '../../engine/report/model.js';
import { startReferenceServer, type ReferenceOptions } from '../../reference/index.js';
import { runSuite } from '../../runner/run-suite.js';
import type { SessionOptions } from '../../runner/run-session.js';
import { startMisbehavingServer, type Rule } from '../robustness/harness/index.js';

// End-to-end: runs of many checks paced against rate-limited servers, on real clocks (seconds each).

interface PacedRun {
  readonly report: RunReport;
  readonly exchanges: readonly Exchange[];
  readonly notices: readonly string[];
  readonly elapsedMs: number;
}

type Settings = Omit<SessionOptions, 'connection'>;

/** A run in this process against a reference server (seen through the misbehaving harness when rules are given). */
async function pacedRun(reference: ReferenceOptions, settings: Settings, rules: readonly Rule[] = []): Promise<PacedRun> {
  const server = await startReferenceServer(reference);
  const harness = rules.length > 0 ? await startMisbehavingServer({ upstream: server, rules }) : undefined;
  const connection: ConnectionConfig = harness?.config ?? server.config;
  const exchanges: Exchange[] = [];
  const notices: string[] = [];
  const started = Date.now();
  try {
    const report = await runSuite({
      connection,
      numRuns: 2,
      ...settings,
      onExchange: (exchange) => void exchanges.push(exchange),
      notice: (line) => void notices.push(line),
    });
    return { report, exchanges, notices, elapsedMs: Date.now() - started };
  } finally {
    await harness?.close();
    await server.close();
  }
}

const failuresOf = (report: RunReport) =>
  report.results.filter((result) => result.status === 'failed').map((result) => `${result.check} ${result.operation}: ${result.message}`);
/** Requests that reached the server: each exchange, and the 429s (or 503s) waited out before it. */
const attemptsOf = (exchanges: readonly Exchange[]) => exchanges.reduce((sum, exchange) => sum + 1 + (exchange.retries?.count ?? 0), 0);
const tooManyOf = (exchanges: readonly Exchange[]) =>
  exchanges.reduce((sum, exchange) => sum + (exchange.retries?.count ?? 0) + (exchange.response?.status === 429 ? 1 : 0), 0);

/** A few checks of every operation, races included: about 150 requests, 15 s at 10 a second. */
const FEW_CHECKS = ['auth-required', 'status-transitions', 'concurrent-writers', 'person-round-trip', 'transport', 'no-server-error', 'status-documented'];

/** The operation whose answer never ends, in the last run. */
const STALLED = 'PATCH /timesheets/{timesheetId}';

/** The runs of this file, by name. */
const RUNS: Readonly<Record<string, () => Promise<PacedRun>>> = {
  '10 per second': () => pacedRun({ rateLimit: { perSecond: 10, algorithm: 'fixed-window' } }, { seed: 7, only: FEW_CHECKS }),
  'per second, seed 1': () => pacedRun({ personality: 'rate-limited-per-second' }, { seed: 1 }),
  'per second, seed 2': () => pacedRun({ personality: 'rate-limited-per-second' }, { seed: 2 }),
  'token-bucket': () => pacedRun({ personality: 'token-bucket' }, { seed: 3 }),
  stalled: () =>
    pacedRun(
      {},
      { seed: 7, timeoutMs: 1_000, only: ['transport', 'status-transitions', 'project-update-persists', 'timesheet-update-persists', 'person-round-trip'] },
      [{ operation: STALLED, action: { kind: 'trickle', intervalMs: 60_000 } }],
    ),
};

/**
 * Every run waits most of its time (on a rate limit, on a body that never ends), each against a server
 * of its own: all start at once in beforeAll, so that the waits overlap instead of adding up, and each
 * test awaits its own. The time bounds below hold as before: the runs together are mostly idle, and
 * each bound leaves the slack of a busy 2-core machine.
 */
let runs: ReadonlyMap<string, Promise<PacedRun>> = new Map();
beforeAll(() => {
  runs = new Map(
    Object.entries(RUNS).map(([name, start]) => {
      const run = start();
      // Judged by its own test; a run that throws before that test awaits it is not an unhandled rejection.
      run.catch(() => undefined);
      return [name, run] as const;
    }),
  );
});
const runOf = (name: string) => runs.get(name) as Promise<PacedRun>;

describe('a server limited to 10 requests a second (fixed window, RateLimit fields, Retry-After as an HTTP-date)', () => {
  it('is paced: no false failure, 429s rare, in about requests / 10 seconds, and the console says why', async () => {
    const run = await runOf('10 per second');

    expect(failuresOf(run.report)).toEqual([]);
    const attempts = attemptsOf(run.exchanges);
    expect(tooManyOf(run.exchanges)).toBeLessThanOrEqual(Math.ceil(attempts / 50));
    // Never faster than the limit (ten in the first window, then ten a second), and not much slower:
    // the slack is the run's own work, several seconds on a 2-core machine shared by other test workers.
    expect(run.elapsedMs).toBeGreaterThanOrEqual(((attempts - 10) / 10) * 1000 - 500);
    expect(run.elapsedMs).toBeLessThanOrEqual((attempts / 10) * 1000 * 1.4 + 10_000);
    expect(run.notices).toContainEqual(
      expect.stringMatching(/^paced: the server announces its rate limit \(RateLimit-Policy, RateLimit\); requests are sent at 9\.5 per second at most$/),
    );
  }, 120_000);
});

describe('the rate-limited personalities pass clean', () => {
  it.each([1, 2])(
    'rate-limited-per-second, seed %i: zero failures',
    async (seed) => {
      const run = await runOf(`per second, seed ${seed}`);
      expect(failuresOf(run.report)).toEqual([]);
      expect(run.report.summary.passed).toBeGreaterThan(0);
    },
    180_000,
  );

  it('token-bucket, whose limit is said nowhere: zero failures, the rate found by the adaptive pacing', async () => {
    const run = await runOf('token-bucket');
    expect(failuresOf(run.report)).toEqual([]);
    expect(run.report.summary.passed).toBeGreaterThan(0);
    expect(run.notices).toContainEqual(expect.stringMatching(/^paced: the server answered 429 Too Many Requests; requests are sent at .* \(adaptive/));
    // 429s stay rare: a few in a hundred requests at most.
    expect(tooManyOf(run.exchanges)).toBeLessThan(attemptsOf(run.exchanges) / 20);
  }, 180_000);
});

describe('an operation whose answer never ends (headers sent, the body stalls)', () => {
  it('is "not answering": one GEN.ANSWERS failure names it, nothing more is sent to it, and the run ends in bounded time', async () => {
    const run = await runOf('stalled');

    const answers = run.report.results.filter((result) => result.requirement === 'GEN.ANSWERS' && result.status === 'failed');
    expect(answers.map((result) => result.operation)).toEqual([STALLED]);
    // Its remaining checks are not held against the server: the one failure of the run is that one.
    expect(failuresOf(run.report)).toHaveLength(1);
    expect(answers[0]?.message).toMatch(
      /PATCH \/timesheets\/\{timesheetId\} is not answering: 3 requests to it in a row got no complete answer while the server answered others/,
    );
    const stalled = run.exchanges.filter((exchange) => exchange.request.operation === STALLED);
    expect(stalled.some((exchange) => exchange.problem?.kind === 'not-sent' && exchange.problem.message.includes(`${STALLED} is not answering`))).toBe(true);
    expect(run.notices).toContainEqual(expect.stringMatching(/is not answering: .*; no more requests are sent to it/));
    // The other operations were answered and judged: the run went on.
    expect(run.report.results.some((result) => result.operation === 'PATCH /projects/{projectId}' && result.status === 'passed')).toBe(true);
    expect(run.report.run.incomplete).toBeUndefined();
    // A few timeouts of a second, not one per request to the operation.
    expect(run.elapsedMs).toBeLessThan(40_000);
  }, 120_000);
});
