import { describe, expect, it } from 'vitest';
import type { Exchange } from '../../engine/exchange.js';
import type { ApiClient, ApiRequest } from '../../engine/http/client.js';
import type { RunSettings } from '../../engine/settings.js';
import { Journal } from '../../engine/fixture-state/journal.js';
import type { ConnectionConfig } from '../../engine/connection.js';
import { buildReport } from '../../engine/report/build-report.js';
import { foldUnits } from '../../engine/results/collected.js';
import { exchangeChecks } from '../../suites/checks/exchange/index.js';
import { defineScenarioCheck } from '../../suites/runtime/check-types.js';
import { Recorder } from '../../suites/runtime/recorder.js';
import { ScenarioContext } from '../../suites/runtime/scenario-context.js';
import { exchange, project } from './exchange-factory.js';
import { ReadLag } from '../../engine/http/read-lag.js';
import { offlineSettings } from './offline-context.js';

const CONFIG: ConnectionConfig = { baseUrl: 'http://h/v1', token: 't', projectId: 'p1', timesheetId: 't1' };

const settingsFor = (strict: boolean): RunSettings => offlineSettings(CONFIG, { numRuns: 4, strict });

/** A client that answers from a script, in order, and logs what it was sent; with `readLag`, the lag its pipeline would have. */
function scripted(answers: { status?: number; body?: unknown }[], readLag?: ReadLag) {
  const sent: string[] = [];
  const client = {
    ...(readLag ? { readLag } : {}),
    send: (request: ApiRequest): Promise<Exchange> => {
      sent.push(request.purpose);
      const answer = answers.shift() ?? { body: project };
      const method = request.operation.split(' ')[0] ?? 'PATCH';
      return Promise.resolve({
        ...exchange({ ...answer, operation: request.operation }),
        request: { ...exchange({}).request, method, operation: request.operation },
        purpose: request.purpose,
        startedAt: new Date().toISOString(),
      });
    },
  };
  return { client: client as unknown as ApiClient, sent };
}

const check = defineScenarioCheck({
  id: 'test-check',
  requirement: 'PROJECT.UPDATE.PERSISTS',
  title: 'test',
  group: 'projects',
  appliesTo: { kinds: ['update'], answers: 'project' },
  run: async () => {},
});

/** Runs `body` in a context over the scripted client and returns the run's report rows and what was sent. */
async function runWith(
  answers: { status?: number; body?: unknown }[],
  body: (ctx: ScenarioContext) => Promise<void>,
  strict = false,
  checks = exchangeChecks,
  readLag?: ReadLag,
) {
  const { client, sent } = scripted(answers, readLag);
  const recorder = new Recorder();
  const ctx = new ScenarioContext(check, 'PATCH /projects/{projectId}', recorder, {
    settings: settingsFor(strict),
    client,
    journal: new Journal(),
    exchangeChecks: checks,
  });
  await body(ctx);
  await recorder.settled();
  const report = buildReport(foldUnits([recorder.findings('u', 0)]), { tool: {} as never, run: {} as never });
  return { report, sent, row: report.results.find((result) => result.check === 'test-check') };
}

const read = (ctx: ScenarioContext, purpose = 'read back') =>
  ctx.send({ operation: 'PATCH /projects/{projectId}', params: { projectId: 'p1' }, body: {}, purpose });
const failOn = (ctx: ScenarioContext, evidence: Exchange) =>
  ctx.report({ verdict: 'fail', exchange: evidence, message: 'Received a lost update. The spec states: …' });

describe('confirm before failing (suites/runtime/confirm.ts)', () => {
  it('a failure seen again in the same read is a failure, re-checked once', async () => {
    const { row, sent, report } = await runWith([{ body: project }, { body: project }], async (ctx) => failOn(ctx, await read(ctx)), false, []);
    expect(row?.status).toBe('failed');
    expect(sent).toEqual(['read back', 're-check: read back']);
    expect(report.summary).toMatchObject({ failed: 1, flaky: 0 });
  });

  it('conforming but different: only updatedAt moved between the two reads — still the same failure', async () => {
    const { row } = await runWith(
      [{ body: project }, { body: { ...project, updatedAt: '2030-01-01T00:00:00.000Z' } }],
      async (ctx) => failOn(ctx, await read(ctx)),
      false,
      [],
    );
    expect(row?.status).toBe('failed');
  });

  it('a failure not seen again is flaky, with both observations, counted apart, and does not fail the run', async () => {
    const { row, report } = await runWith([{ body: project }, { body: { ...project, budget: 11 } }], async (ctx) => failOn(ctx, await read(ctx)), false, []);
    expect(row?.status).toBe('flaky');
    expect(row?.counts).toMatchObject({ fail: 0, flaky: 1 });
    expect(row?.message).toMatch(/^Received a lost update.*Not seen again when re-checked on the spot: the second answer differs: budget: 10 before, 11 after/);
    expect(report.summary).toMatchObject({ failed: 0, flaky: 1 });
  });

  it('under --strict a failure not seen again still fails, saying so', async () => {
    const { row } = await runWith([{ body: project }, { status: 400, body: {} }], async (ctx) => failOn(ctx, await read(ctx)), true, []);
    expect(row?.status).toBe('failed');
    expect(row?.message).toContain('the second answered 400 where the first answered 200');
  });

  it('the check goes on only once the re-check is answered', async () => {
    const { sent } = await runWith(
      [{ body: project }, { body: project }, { body: project }],
      async (ctx) => {
        failOn(ctx, await read(ctx, 'first read'));
        await read(ctx, 'next step');
      },
      false,
      [],
    );
    expect(sent).toEqual(['first read', 're-check: first read', 'next step']);
  });

  it('an add or a delete is not sent again: its failure stands as seen', async () => {
    const { row, sent } = await runWith(
      [{ body: { _id: 'pp', permission: 'member', person: 'u' } }],
      async (ctx) => {
        const added = await ctx.send({
          operation: 'POST /projects/{projectId}/people',
          params: { projectId: 'p1' },
          body: { email: 'a@example.com', permission: 'member' },
          purpose: 'add',
        });
        failOn(ctx, added);
      },
      false,
      [],
    );
    expect(row?.status).toBe('failed');
    expect(sent).toEqual(['add']);
  });

  it('a write is never sent again: a failure shown by a PATCH that named fields stands as seen, never flaky', async () => {
    const only = exchangeChecks.filter((candidate) => candidate.id === 'no-server-error');
    const { report, sent } = await runWith(
      [{ status: 500, body: { message: 'boom' } }],
      async (ctx) => {
        const write = await ctx.send({ operation: 'PATCH /projects/{projectId}', params: { projectId: 'p1' }, body: { org: 'o2' }, purpose: 'write' });
        failOn(ctx, write);
      },
      false,
      only,
    );
    expect(sent).toEqual(['write']);
    expect(report.results.find((result) => result.check === 'no-server-error')?.status).toBe('failed');
    expect(report.results.find((result) => result.check === 'test-check')?.status).toBe('failed');
    expect(report.summary.flaky).toBe(0);
  });

  it('a change seen on the server is confirmed by reading it again; read again without it, it still fails and says so', async () => {
    const { row, sent, report } = await runWith([{ body: project }, { body: { ...project, budget: 11 } }], async (ctx) =>
      ctx.report({ verdict: 'fail', evidence: 'effect', exchange: await read(ctx), message: 'Received a refused write applied. The spec states: …' }),
    );
    expect(sent).toEqual(['read back', 're-check: read back']);
    expect(row?.status).toBe('failed');
    expect(row?.message).toMatch(
      /Read again on the spot, the change no longer shows: the second answer differs: budget: 10 before, 11 after.*it was seen, so it stands/,
    );
    expect(report.summary).toMatchObject({ failed: 1, flaky: 0 });
  });

  it('an exchange check failure is re-judged by the same check on the same request again: a 500 then a 200 is flaky', async () => {
    const only = exchangeChecks.filter((candidate) => candidate.id === 'no-server-error');
    const { report, sent } = await runWith(
      [{ status: 500, body: { message: 'boom' } }, { body: project }],
      async (ctx) => {
        await read(ctx);
      },
      false,
      only,
    );
    const row = report.results.find((result) => result.check === 'no-server-error');
    expect(sent).toEqual(['read back', 're-check: read back']);
    expect(row?.status).toBe('flaky');
    expect(row?.message).toMatch(/Not seen again when re-checked on the spot: no-server-error found nothing to fail/);
  });

  it('an exchange check failure seen again is a failure', async () => {
    const only = exchangeChecks.filter((candidate) => candidate.id === 'no-server-error');
    const { report } = await runWith(
      [
        { status: 500, body: {} },
        { status: 500, body: {} },
      ],
      async (ctx) => {
        await read(ctx);
      },
      false,
      only,
    );
    expect(report.results.find((result) => result.check === 'no-server-error')?.status).toBe('failed');
  });
});

describe('confirm before failing, inside a property (suites/runtime/property.ts)', () => {
  it('confirms each sample’s failure where it is seen, before the next sample: a failure not seen again is flaky and the property goes on', async () => {
    // Sample 1 reads {budget 10} then the re-check reads {budget 11}: flaky. Sample 2 reads and re-reads the same: a failure.
    const answers = [{ body: project }, { body: { ...project, budget: 11 } }, { body: project }, { body: project }];
    const { checkProperty } = await import('../../suites/runtime/property.js');
    const fc = (await import('fast-check')).default;
    const { row, sent } = await runWith(
      answers,
      (ctx) =>
        checkProperty(ctx, {
          purpose: 'confirm',
          examples: [1, 2],
          arbitrary: fc.constant(0),
          numRuns: 0,
          batchSize: 1,
          evaluate: async (sample, sampleCtx) => {
            const evidence = await read(sampleCtx, `read ${sample}`);
            return [{ verdict: 'fail', exchange: evidence, message: `Received a lost update in sample ${sample}. The spec states: …` }];
          },
        }),
      false,
      [],
    );
    expect(sent).toEqual(['read 1', 're-check: read 1', 'read 2', 're-check: read 2']);
    expect(row?.counts).toMatchObject({ fail: 1, flaky: 1 });
    expect(row?.message).toContain('sample 2');
  });
});

describe('a read that missed a change, on a server whose reads may lag its writes (suites/runtime/look-later.ts)', () => {
  const CHANGED = { operation: 'PATCH /projects/{projectId}', params: { projectId: 'p1' }, body: { budget: 11 }, purpose: 'change' } as const;
  /** A read of the project just after a change of it was answered. */
  const readAfterChange = (readLag: ReadLag) => async (ctx: ScenarioContext) => {
    readLag.noteAnswered(CHANGED);
    failOn(ctx, await read(ctx));
  };

  it('is read again a little later; a later answer without the failure makes it an observation, and the run learns the lag', async () => {
    const readLag = new ReadLag();
    const { row, sent, report } = await runWith(
      [{ body: project }, { body: project }, { body: project }, { body: { ...project, budget: 11 } }, { body: { ...project, budget: 11 } }],
      readAfterChange(readLag),
      true,
      [],
      readLag,
    );
    expect(sent).toEqual(['read back', 're-check: read back', 're-check later: read back', 're-check later: read back', 're-check once more: read back']);
    expect(report.summary).toMatchObject({ failed: 0, flaky: 0 });
    expect(row?.status).not.toBe('failed');
    expect(report.observations?.map((observation) => observation.message).join('\n')).toMatch(
      /a read \d+ ms after the change did, and so did the next: this server's reads lag its writes/,
    );
    expect(readLag.lagMs).toBeGreaterThanOrEqual(70);
  });

  it('a second read at once that no longer shows it, soon after a change: an observation too, never flaky (not even under --strict)', async () => {
    const readLag = new ReadLag();
    const changed = { body: { ...project, budget: 11 } };
    const { row, sent, report } = await runWith([{ body: project }, changed, changed], readAfterChange(readLag), true, [], readLag);
    expect(sent).toEqual(['read back', 're-check: read back', 're-check once more: read back']);
    expect(report.summary).toMatchObject({ failed: 0, flaky: 0 });
    expect(row?.status).not.toBe('failed');
    expect(readLag.lagMs).toBeGreaterThan(0);
    // A server whose every answer differs (a mock that makes each one up) is no replica catching up: flaky, as ever.
    const wobbling = new ReadLag();
    const made = await runWith([{ body: project }, changed, { body: { ...project, budget: 12 } }], readAfterChange(wobbling), false, [], wobbling);
    expect(made.row?.status).toBe('flaky');
    expect(wobbling.lagMs).toBe(0);
    // With no change of the document lately, the same answers are a flaky failure, as ever.
    const unchanged = await runWith(
      [{ body: project }, { body: { ...project, budget: 11 } }],
      async (ctx) => failOn(ctx, await read(ctx)),
      false,
      [],
      new ReadLag(),
    );
    expect(unchanged.row?.status).toBe('flaky');
  });

  it('a failure every later read shows too stands, and the run stops looking after it', async () => {
    const readLag = new ReadLag();
    const first = await runWith([{ body: project }], readAfterChange(readLag), false, [], readLag);
    expect(first.row?.status).toBe('failed');
    expect(first.sent.filter((purpose) => purpose.startsWith('re-check later')).length).toBeGreaterThan(3);
    expect(readLag.lagMs).toBe(0);
    const second = await runWith([{ body: project }], readAfterChange(readLag), false, [], readLag);
    expect(second.row?.status).toBe('failed');
    expect(second.sent).toEqual(['read back', 're-check: read back']);
  });

  it('an answer that says "not now" ends the looks: the failure stands', async () => {
    const readLag = new ReadLag();
    const { row, sent } = await runWith([{ body: project }, { body: project }, { status: 503, body: {} }], readAfterChange(readLag), false, [], readLag);
    expect(row?.status).toBe('failed');
    expect(sent).toEqual(['read back', 're-check: read back', 're-check later: read back']);
  });

  it('no look where the document was not changed, nor for a change seen on the server (evidence: effect)', async () => {
    const readLag = new ReadLag();
    const unchanged = await runWith([{ body: project }], async (ctx) => failOn(ctx, await read(ctx)), false, [], readLag);
    expect(unchanged.sent).toEqual(['read back', 're-check: read back']);
    const effect = await runWith(
      [{ body: project }],
      async (ctx) => {
        readLag.noteAnswered(CHANGED);
        ctx.report({ verdict: 'fail', evidence: 'effect', exchange: await read(ctx), message: 'Received a refused write applied. The spec states: …' });
      },
      false,
      [],
      readLag,
    );
    expect(effect.sent).toEqual(['read back', 're-check: read back']);
  });
});
