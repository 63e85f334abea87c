import { describe, expect, it } from 'vitest';
import { runConformance } from '../../api/run-conformance.js';
import type { RunReport } from '../../engine/report/model.js';
import { startReferenceServer, type ReferenceOptions } from '../../reference/index.js';
import { applyGates, gatedExitCode } from '../../reports/gates/index.js';
import type { ReadPath } from '../../specs/operation-profiles/index.js';
import { crashed } from '../../proof/judge.js';
import { reasonWords, unassessedMusts } from '../../reports/common/outcome.js';
import { comparable } from './server-state.js';

/** A small run of the checks that read and of those that need no read, through the programmatic API. */
const ONLY = [
  'project-update-persists',
  'timesheet-update-persists',
  'refused-write-no-effect',
  'delete-removes',
  'auth-required',
  'unknown-ids',
  'no-server-error',
];

async function run(options: ReferenceOptions, readWith?: ReadPath, connection: (config: { baseUrl: string }) => object = (config) => config) {
  const server = await startReferenceServer(options);
  try {
    const report = await runConformance({
      connection: { ...server.config, ...connection(server.config) },
      seed: 7,
      numRuns: 3,
      only: ONLY,
      ...(readWith ? { readWith } : {}),
    });
    return { report, code: gatedExitCode(applyGates(report, {})), state: { before: undefined } };
  } finally {
    await server.close();
  }
}

const readsOf = (report: RunReport) => Object.fromEntries((report.run.reads ?? []).map((read) => [read.document, read.via ?? read.path]));
const statusOf = (report: RunReport, check: string, operation: string) =>
  report.results.filter((result) => result.check === check && result.operation === operation).map((result) => result.status);

describe.concurrent('the read path a run discovers', () => {
  it('the reference serves GET: projects and timesheets are read with it, and the checks that read pass', async () => {
    const { report, code } = await run({});
    expect(readsOf(report)).toEqual({ project: 'GET /projects/{projectId}', timesheet: 'GET /timesheets/{timesheetId}' });
    expect(code).toBe(0);
    expect(report.summary.failed).toBe(0);
    expect([...new Set(statusOf(report, 'project-update-persists', 'PATCH /projects/{projectId}'))]).toEqual(['passed']);
    expect(crashed(report)).toEqual([]);
  });

  it('--read-with patch reads with PATCH {} though GET works, and says it was forced', async () => {
    const { report, code } = await run({}, 'patch');
    expect(readsOf(report)).toEqual({ project: 'PATCH /projects/{projectId} with {}', timesheet: 'PATCH /timesheets/{timesheetId} with {}' });
    expect(report.run.reads?.every((read) => read.forced)).toBe(true);
    expect(code).toBe(0);
    expect([...new Set(statusOf(report, 'timesheet-update-persists', 'PATCH /timesheets/{timesheetId}'))]).toEqual(['passed']);
  });

  it('a server without GET (no-document-get) is read with PATCH {}, zero failures', async () => {
    const { report, code } = await run({ personality: 'no-document-get' });
    expect(readsOf(report)).toEqual({ project: 'PATCH /projects/{projectId} with {}', timesheet: 'PATCH /timesheets/{timesheetId} with {}' });
    expect(code).toBe(0);
    expect(report.summary.failed).toBe(0);
    expect([...new Set(statusOf(report, 'project-update-persists', 'PATCH /projects/{projectId}'))]).toEqual(['passed']);
  });

  it('--read-with get on a server without GET: no read, the checks that need one not assessable, Incomplete (never a tool error)', async () => {
    const { report, code } = await run({ personality: 'no-document-get' }, 'get');
    expect(report.run.reads?.map((read) => read.path)).toEqual(['none', 'none']);
    // The run went on without a read; the MUSTs that need one were not assessed: Incomplete, exit 2.
    expect(code).toBe(2);
    expect(reasonWords(unassessedMusts(report))).toContain('no read');
    expect(statusOf(report, 'project-update-persists', 'PATCH /projects/{projectId}')).toEqual(['not-assessable']);
  });

  it('a server that refuses PATCH {} and has no GET: every check that needs no read runs, the others are not assessable with the reason, Incomplete (exit 2)', async () => {
    const { report, code } = await run({ personality: 'refuses-empty-update' });
    expect(report.run.reads?.map((read) => [read.document, read.path])).toEqual([
      ['project', 'none'],
      ['timesheet', 'none'],
    ]);
    expect(report.run.reads?.[0]?.reason).toMatch(
      /^GET \/projects\/\{projectId\} answered HTTP 404 .*; PATCH \/projects\/\{projectId\} with \{\} answered HTTP 400 \{"message":"nothing to update"/,
    );
    // "Conforms" is earned: the MUSTs that need a read could not be assessed.
    expect(code).toBe(2);
    expect(reasonWords(unassessedMusts(report))).toContain('no read');
    expect(report.summary.failed).toBe(0);
    expect(report.summary.warnings).toBe(0);
    expect(crashed(report)).toEqual([]);
    // Checks that read: not assessable, the server quoted.
    for (const [check, operation] of [
      ['project-update-persists', 'PATCH /projects/{projectId}'],
      ['timesheet-update-persists', 'PATCH /timesheets/{timesheetId}'],
      ['refused-write-no-effect', 'PATCH /projects/{projectId}'],
    ] as const) {
      const rows = report.results.filter((result) => result.check === check && result.operation === operation);
      expect(
        rows.map((row) => row.status),
        check,
      ).toContain('not-assessable');
      expect(rows.find((row) => row.status === 'not-assessable')?.message).toContain('nothing to update');
    }
    // Checks that need no read: run and judged.
    for (const [check, operation] of [
      ['delete-removes', 'DELETE /projects/{projectId}/people/{personId}'],
      ['auth-required', 'POST /projects/{projectId}/people'],
      ['refused-write-no-effect', 'POST /projects/{projectId}/people'],
      ['unknown-ids', 'PATCH /projects/{projectId}'],
    ] as const) {
      const statuses = statusOf(report, check, operation);
      expect(statuses.length, `${check} ${operation}`).toBeGreaterThan(0);
      expect(new Set(statuses), `${check} ${operation}`).toEqual(new Set(['passed']));
    }
    expect(report.summary.notAssessable).toBeGreaterThanOrEqual(3);
    // Never snapshotted, so never restored: said in the report, not hidden.
    expect(report.restore?.leftovers).toEqual([
      expect.stringMatching(
        /^the project fixtures were not snapshotted \(no read: GET \/projects\/\{projectId\} answered HTTP 404 .*nothing to update.*\): only changes a conforming server must refuse were sent to them \(the checks that need others are not assessable; --allow-unrestorable sends them\), and what such a change did could not be put back$/,
      ),
      expect.stringMatching(/^the timesheet fixtures were not snapshotted/),
    ]);
  });
});

describe('a server with no read at all (refuses-empty-update): no change the run could not put back', () => {
  async function runWhole(extra: object) {
    const server = await startReferenceServer({ personality: 'refuses-empty-update' });
    try {
      const before = comparable(server.snapshot());
      const report = await runConformance({ connection: server.config, seed: 7, numRuns: 8, ...extra });
      return { report, before, after: comparable(server.snapshot()) };
    } finally {
      await server.close();
    }
  }
  const leftOut = (report: RunReport) =>
    report.results
      .filter((result) => result.status === 'not-assessable' && result.message.includes('left out:'))
      .map((result) => `${result.check} ${result.operation}`);

  it('by default: the whole run leaves the server exactly as found, and says which checks it left out', async () => {
    const { report, before, after } = await runWhole({});
    expect(after).toEqual(before);
    expect(report.summary.failed).toBe(0);
    expect(crashed(report)).toEqual([]);
    expect(leftOut(report)).toEqual(
      expect.arrayContaining(['valid-payloads-accepted PATCH /projects/{projectId}', 'valid-payloads-accepted PATCH /timesheets/{timesheetId}']),
    );
    expect(report.results.find((result) => result.message.includes('left out:'))?.message).toMatch(
      /left out: it changes the (project|timesheet) \S+ \(.+\) with a body a conforming server accepts, and the server offers no read of it \(GET \/\S+ answered HTTP 404 .*\), so the run could not put it back \(--allow-unrestorable sends it\)$/,
    );
    // Writes a conforming server must refuse are the test: still sent and judged.
    expect(statusOf(report, 'invalid-payloads-rejected', 'PATCH /projects/{projectId}')).toContain('passed');
    // People are added and removed again through the journal: no read needed.
    expect(statusOf(report, 'delete-removes', 'DELETE /projects/{projectId}/people/{personId}')).toEqual(['passed']);
  });

  it('with --allow-unrestorable: those changes are sent, and the project is changed for good', async () => {
    const { report, before, after } = await runWhole({ only: ['valid-payloads-accepted'], allowUnrestorable: true });
    expect(leftOut(report)).toEqual([]);
    expect(after.projects).not.toEqual(before.projects);
    expect(report.run.command).toContain('--allow-unrestorable');
  });
});

describe.concurrent('errors that name the cause, before any check', () => {
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => 'no error',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );

  it('a base URL without /v1: the API is not there', async () => {
    const message = await failure(run({}, undefined, (config) => ({ baseUrl: config.baseUrl.replace(/\/v1$/, '') })));
    expect(message).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+ serves nothing of the API: GET \/projects\/\{projectId\} answered HTTP 404.*, PATCH \/projects\/\{projectId\} with \{\} answered HTTP 404.*; is \/v1 part of --base-url\?$/,
    );
  });

  it('a token the server refuses with 401: named, with its message', async () => {
    const message = await failure(run({ personality: 'auth-401' }, undefined, () => ({ token: 'pmc-wrong-token' })));
    expect(message).toMatch(
      /^the admin token was refused: PATCH \/projects\/\{projectId\} with \{\} on the project \S+ answered HTTP 401: ".+"; check --token \(PMC_TOKEN\)$/,
    );
  });

  it('a fixture the server does not hold: not found, its answer quoted', async () => {
    const message = await failure(run({ personality: 'status-404' }, undefined, () => ({ projectId: 'pmc-no-such-project' })));
    expect(message).toMatch(
      /^the project pmc-no-such-project was not found: PATCH \/projects\/\{projectId\} with \{\} answered HTTP 404 \{.*\}; check the fixture ids$/,
    );
  });
});
