import { afterEach, describe, expect, it } from 'vitest';
import { runConformance } from '../../api/run-conformance.js';
import type { ConnectionConfig } from '../../engine/connection.js';
import type { Exchange } from '../../engine/exchange.js';
import type { ApiRequest } from '../../engine/http/client.js';
import { ApiClient } from '../../engine/http/client.js';
import { okBody } from '../../engine/answer.js';
import { fixturesOf, readFixture, type Fixture } from '../../engine/fixture-state/fixtures.js';
import { Journal } from '../../engine/fixture-state/journal.js';
import { restoreFixtures } from '../../engine/fixture-state/restore.js';
import { DEFAULTS } from '../../engine/settings.js';
import { startReferenceServer, type ReferenceOptions } from '../../reference/index.js';
import { StatusGraph, withheldStatus } from '../../suites/runtime/status-graph.js';
import { RUN_SETTINGS } from './run-against.js';
import { comparable } from './server-state.js';
import { crashed } from '../../proof/judge.js';
import { startMisbehavingServer } from '../robustness/harness/index.js';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});

const TIMESHEET = 'PATCH /timesheets/{timesheetId}';

function clientFor(config: ConnectionConfig): ApiClient {
  const client = new ApiClient(config, { ...DEFAULTS, timeoutMs: 2_000 });
  open.push(client);
  return client;
}

async function serve(options: ReferenceOptions) {
  const server = await startReferenceServer(options);
  open.push(server);
  const timesheet = fixturesOf(server.config).find((fixture) => fixture.operation === TIMESHEET) as Fixture;
  const read = async () => okBody(await readFixture(clientFor(server.config), timesheet, 'test read')) ?? {};
  const patch = (body: object) => clientFor(server.config).send({ operation: TIMESHEET, params: timesheet.params, body, purpose: 'test' });
  return { server, timesheet, read, patch };
}

/** An exchange as the graph sees it: only the status and the answer's status field matter. */
const answered = (status: number, json?: unknown) => ({ response: { status, headers: {}, bodyText: '', json } }) as unknown as Exchange;
const request = (status: string, extra: object = {}): ApiRequest => ({
  operation: TIMESHEET,
  params: { timesheetId: 't' },
  body: { status, ...extra },
  purpose: 'p',
});

describe('StatusGraph: the status graph learned as the run goes', () => {
  it('learns transitions allowed and refused from what it sees, and lets approved be sent only once it was left', () => {
    const graph = new StatusGraph();
    graph.learn({ operation: TIMESHEET, params: { timesheetId: 't' }, body: {}, purpose: 'read' }, answered(200, { status: 'draft' }));
    expect(graph.mayEnter(TIMESHEET, 'approved', false)).toBe(false);
    expect(graph.mayEnter(TIMESHEET, 'approved', true)).toBe(true);
    expect(graph.mayEnter(TIMESHEET, 'submitted', false)).toBe(true);
    graph.learn(request('approved'), answered(200, { status: 'approved' }));
    graph.learn(request('draft'), answered(400, {}));
    expect(graph.wasRefused(TIMESHEET, 'approved', 'draft')).toBe(true);
    expect(graph.refusedTransitions(TIMESHEET)).toEqual(['approved → draft']);
    expect(graph.canLeave(TIMESHEET, 'approved')).toBe(false);
    graph.learn(request('rejected'), answered(200, { status: 'rejected' }));
    expect(graph.canLeave(TIMESHEET, 'approved')).toBe(true);
    expect(graph.mayEnter(TIMESHEET, 'approved', false)).toBe(true);
  });

  it('takes no refusal for a transition refusal when the body carried more than the status, or the caller was not the admin', () => {
    const graph = new StatusGraph();
    graph.learn({ operation: TIMESHEET, params: { timesheetId: 't' }, body: {}, purpose: 'read' }, answered(200, { status: 'draft' }));
    graph.learn(request('submitted', { entries: 'x' }), answered(400, {}));
    graph.learn({ ...request('approved'), caller: 'observer' }, answered(400, {}));
    expect(graph.refusedTransitions(TIMESHEET)).toEqual([]);
  });
});

describe('withheldStatus: the one rule every phase asks', () => {
  it('withholds approved until it was seen left, unless --allow-irreversible or the document is already approved', () => {
    const graph = new StatusGraph();
    const params = { timesheetId: 't' };
    expect(withheldStatus(graph, false, TIMESHEET, { status: 'approved', customId: 'x' }, params)?.reason).toMatch(
      /^status approved was not sent: .*--allow-irreversible/,
    );
    expect(withheldStatus(graph, true, TIMESHEET, { status: 'approved' }, params)).toBeUndefined();
    expect(withheldStatus(graph, false, TIMESHEET, { status: 'submitted' }, params)).toBeUndefined();
    expect(withheldStatus(graph, false, 'POST /projects/{projectId}/people', { status: 'approved' })).toBeUndefined();
    graph.learn({ operation: TIMESHEET, params, body: {}, purpose: 'read' }, answered(200, { status: 'approved' }));
    expect(withheldStatus(graph, false, TIMESHEET, { status: 'approved' }, params)).toBeUndefined();
    expect(withheldStatus(graph, false, TIMESHEET, { status: 'approved' }, { timesheetId: 'other' })).toBeDefined();
  });
});

describe('engine/fixture-state/restore through intermediate statuses', () => {
  it('approval-workflow: an approved fixture is put back to draft through rejected, and says so', async () => {
    const { server, timesheet, read, patch } = await serve({ personality: 'approval-workflow' });
    const before = await read();
    expect(before.status).toBe('draft');
    expect((await patch({ status: 'approved' })).response?.status).toBe(200);
    expect((await patch({ status: 'draft' })).response?.status).toBe(400);
    const outcome = await restoreFixtures(clientFor(server.config), [[timesheet, before]], new Journal());
    expect(outcome.leftovers).toEqual([]);
    expect(outcome.restored).toContain(`${timesheet.label}: its status was put back through rejected (the direct change was refused)`);
    expect((await read()).status).toBe('draft');
  });

  it('strict-transitions: approved → draft refused, put back through another status, never through approved', async () => {
    const { server, timesheet, read, patch } = await serve({ personality: 'strict-transitions' });
    const before = await read();
    await patch({ status: 'approved' });
    // strict-transitions refuses approved → draft only: approved → submitted → draft works, and approved is never used as a way.
    const outcome = await restoreFixtures(clientFor(server.config), [[timesheet, before]], new Journal());
    expect(outcome.leftovers).toEqual([]);
    expect(outcome.restored.join('\n')).toMatch(/put back through (submitted|rejected)/);
    expect((await read()).status).toBe('draft');
  });
});

describe('engine/fixture-state/restore walks the status graph the run learned (issue 33)', () => {
  it('approval-locks: submitted → draft refused; learned graph walked through rejected, every field back', async () => {
    const { server, timesheet, read, patch } = await serve({ personality: 'approval-locks' });
    const before = await read();
    expect(before.status).toBe('draft');
    const graph = new StatusGraph();
    const learn = async (body: object) => {
      const sent = { operation: TIMESHEET, params: timesheet.params, body, purpose: 'test' } as const;
      graph.learn(sent, await patch(body));
    };
    await learn({});
    await learn({ status: 'submitted', customId: 'changed by the run' });
    await learn({ status: 'draft' });
    expect(graph.wasRefused(TIMESHEET, 'submitted', 'draft')).toBe(true);
    const outcome = await restoreFixtures(clientFor(server.config), [[timesheet, before]], new Journal(), { moves: graph });
    expect(outcome.leftovers).toEqual([]);
    expect(outcome.restored).toContain(`${timesheet.label}: its status was put back through rejected (the direct change was refused)`);
    expect(await read()).toEqual({ ...before, updatedAt: expect.any(String) as unknown });
  });

  it('a status no way puts back: the other fields go back in a request of their own, the status is listed', async () => {
    const { server, timesheet, read, patch } = await serve({});
    const before = await read();
    await patch({ status: 'submitted', customId: 'changed by the run' });
    // Every request that carries a status is refused from now on: only the other fields can go back.
    const harness = await startMisbehavingServer({
      upstream: server,
      rules: [{ operation: TIMESHEET, bodyIncludes: '"status"', action: { kind: 'status', status: 400, body: '{}' } }],
    });
    open.push(harness);
    const outcome = await restoreFixtures(clientFor(harness.config), [[timesheet, before]], new Journal());
    const after = await read();
    expect(after.customId).toBe(before.customId);
    expect(after.status).toBe('submitted');
    expect(outcome.restored).toContainEqual(
      expect.stringMatching(/its other fields were put back on their own \(its status change .* → draft was refused every way tried\)/),
    );
    expect(outcome.leftovers).toEqual([
      `${timesheet.label}: status was "draft", is "submitted" (the server refused every way back to it the restore tried (never through a status that may lock it))`,
    ]);
  });
});

describe('a run against a workflow that locks approved timesheets for good (approval-locks)', () => {
  it('never sends approved in any phase, the round trip included; zero failures; the server left exactly as found', async () => {
    const server = await startReferenceServer({ personality: 'approval-locks' });
    open.push(server);
    const before = comparable(server.snapshot());
    const report = await runConformance({ connection: server.config, ...RUN_SETTINGS });
    expect(report.results.filter((result) => result.status === 'failed')).toEqual([]);
    expect(crashed(report)).toEqual([]);
    expect(report.restore?.leftovers).toEqual([]);
    expect(comparable(server.snapshot())).toEqual(before);
    const said = report.observations.map((observation) => `${observation.check}: ${observation.message}`);
    expect(said).toContainEqual(
      expect.stringMatching(/^stored-as-sent: round trip: status approved was not sent: .*--allow-irreversible.*; that class is not tried$/),
    );
    expect(said.some((message) => /status-transitions: status (\w+ → approved|approved → \w+)/.test(message))).toBe(false);
  });

  // "Timesheet status transitions: not shown": a valid body whose move the workflow refuses is no warning of VALIDATION.ACCEPT.
  it('a valid body refused for its move is observed under the transitions, never warned, even under --strict', async () => {
    const server = await startReferenceServer({ personality: 'approval-locks' });
    open.push(server);
    const report = await runConformance({ connection: server.config, ...RUN_SETTINGS, strict: true, only: ['valid-payloads-accepted'] });
    expect(report.results.filter((result) => result.status === 'failed' || result.status === 'warning')).toEqual([]);
    expect(report.observations.map((observation) => `${observation.requirement}: ${observation.message}`)).toContainEqual(
      expect.stringMatching(/^TIMESHEET\.TRANSITIONS: 400 for a valid payload \(.+\) that sets status to \w+: a server may refuse a move/),
    );
  });
});

describe('a run against a server whose approved timesheets are locked (approval-workflow)', () => {
  async function run(allowIrreversible: boolean) {
    const { server, read } = await serve({ personality: 'approval-workflow' });
    const before = await read();
    const report = await runConformance({ connection: server.config, ...RUN_SETTINGS, ...(allowIrreversible ? { allowIrreversible } : {}) });
    return { report, before, after: await read() };
  }

  it('by default: never sends approved, says why, zero failures, fixtures restored', async () => {
    const { report, before, after } = await run(false);
    expect(report.results.filter((result) => result.status === 'failed')).toEqual([]);
    expect(report.restore?.leftovers).toEqual([]);
    expect(after.status).toBe(before.status);
    const transitions = report.observations.filter((observation) => observation.check === 'status-transitions').map((observation) => observation.message);
    expect(transitions).toContainEqual(
      expect.stringMatching(/^transitions into and out of approved not checked: status approved was not sent: .*--allow-irreversible/),
    );
    expect(transitions.some((message) => /→ approved|approved →/.test(message))).toBe(false);
  });

  it('with --allow-irreversible: checks approved last, leaves it through rejected, zero failures, fixtures restored', async () => {
    const { report, before, after } = await run(true);
    expect(report.results.filter((result) => result.status === 'failed')).toEqual([]);
    expect(report.restore?.leftovers).toEqual([]);
    expect(after.status).toBe(before.status);
    const transitions = report.observations.filter((observation) => observation.check === 'status-transitions').map((observation) => observation.message);
    expect(transitions).toContain('status approved → draft: refused (400)');
    expect(transitions).toContain('status approved → rejected: allowed');
    expect(report.run.command).toContain('--allow-irreversible');
  });
});
