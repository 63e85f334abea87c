import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../../engine/http/client.js';
import { okBody } from '../../engine/answer.js';
import { fixturesOf, readFixture, type Fixture } from '../../engine/fixture-state/fixtures.js';
import { Journal } from '../../engine/fixture-state/journal.js';
import { restoreFixtures } from '../../engine/fixture-state/restore.js';
import { DEFAULTS } from '../../engine/settings.js';
import type { ConnectionConfig } from '../../engine/connection.js';
import { startReferenceServer, type RunningReference } from '../../reference/index.js';
import { startMisbehavingServer, type MisbehavingServer, type Rule } from '../robustness/harness/index.js';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});

function clientFor(config: ConnectionConfig): ApiClient {
  const client = new ApiClient(config, { ...DEFAULTS, timeoutMs: 2_000 });
  open.push(client);
  return client;
}

/** The reference server, seen directly and through a harness that breaks the requests `rules` name. */
async function setUp(rules: readonly Rule[] = []): Promise<{ server: RunningReference; harness: MisbehavingServer; timesheet: Fixture; journal: Journal }> {
  const server = await startReferenceServer();
  open.push(server);
  const harness = await startMisbehavingServer({ upstream: server, rules });
  open.push(harness);
  const timesheet = fixturesOf(server.config).find((fixture) => fixture.operation === 'PATCH /timesheets/{timesheetId}') as Fixture;
  return { server, harness, timesheet, journal: new Journal() };
}

async function stateOf(config: ConnectionConfig, fixture: Fixture): Promise<Record<string, unknown>> {
  return okBody(await readFixture(clientFor(config), fixture, 'test read')) ?? {};
}

describe('engine/fixture-state/restore', () => {
  it('puts a changed fixture back and confirms it by reading it again', async () => {
    const { server, timesheet, journal } = await setUp();
    const before = await stateOf(server.config, timesheet);
    await clientFor(server.config).send({
      operation: timesheet.operation,
      params: timesheet.params,
      body: { customId: 'changed by the run' },
      purpose: 'change',
    });
    const outcome = await restoreFixtures(clientFor(server.config), [[timesheet, before]], journal);
    expect(outcome).toEqual({ restored: [`${timesheet.label} restored`], leftovers: [] });
    expect((await stateOf(server.config, timesheet)).customId).toBe(before.customId);
  });

  it('between units, reads back a fixture a write that got no answer was sent to (it may have been applied)', async () => {
    const { server, timesheet, journal } = await setUp();
    const before = await stateOf(server.config, timesheet);
    const change = { operation: timesheet.operation, params: timesheet.params, requestBody: { customId: 'applied, answer lost' } } as const;
    // Applied on the server, but its connection was reset: the run never saw the answer.
    await clientFor(server.config).send({ operation: change.operation, params: change.params, body: change.requestBody, purpose: 'change' });
    journal.recordWrite({ ...change, problem: { kind: 'reset', message: 'connection reset by the server' } });
    const outcome = await restoreFixtures(clientFor(server.config), [[timesheet, before]], journal, { between: true });
    expect(outcome).toEqual({ restored: [`${timesheet.label} restored`], leftovers: [] });
    expect((await stateOf(server.config, timesheet)).customId).toBe(before.customId);

    // An answered write is put back without a read-back between units (the final restore confirms it),
    // and so is a read that got no answer.
    journal.recordWrite({ ...change, status: 200 });
    journal.recordWrite({ ...change, requestBody: {}, problem: { kind: 'reset', message: 'connection reset by the server' } });
    expect(await restoreFixtures(clientFor(server.config), [[timesheet, before]], journal, { between: true })).toEqual({ restored: [], leftovers: [] });
  });

  it('says so when the read-back fails, instead of claiming a confirmed restore', async () => {
    const { server, harness, timesheet, journal } = await setUp([
      { operation: 'PATCH /timesheets/{timesheetId}', bodyIncludes: '{}', action: { kind: 'status', status: 500, body: '{}' } },
    ]);
    const before = await stateOf(server.config, timesheet);
    const outcome = await restoreFixtures(clientFor(harness.config), [[timesheet, before]], journal);
    expect(outcome.restored).toEqual([`${timesheet.label} restored (not confirmed: the read-back answered HTTP 500)`]);
    expect(outcome.leftovers).toEqual([]);
  });

  it('lists what the API offers no way to set back', async () => {
    const { server, timesheet, journal } = await setUp();
    const current = await stateOf(server.config, timesheet);
    // A response-only field that differs from the snapshot: no update body may carry it.
    const outcome = await restoreFixtures(clientFor(server.config), [[timesheet, { ...current, createdBy: 'someone else' }]], journal);
    expect(outcome.leftovers).toEqual([
      `${timesheet.label}: createdBy was "someone else", is ${JSON.stringify(current.createdBy)} (a response-only field: the API offers no way to set it back)`,
    ]);
  });

  it('says a field PATCH /timesheets can set was sent back and kept by the server, not that the API cannot set it', async () => {
    // The restore's PATCH is answered 200 without reaching the server: the run's customId stays.
    const { server, harness, timesheet, journal } = await setUp([
      { operation: 'PATCH /timesheets/{timesheetId}', bodyIncludes: '"customId"', action: { kind: 'status', status: 200, body: '{}' } },
    ]);
    const before = await stateOf(server.config, timesheet);
    await clientFor(server.config).send({
      operation: timesheet.operation,
      params: timesheet.params,
      body: { customId: 'changed by the run' },
      purpose: 'change',
    });
    const outcome = await restoreFixtures(clientFor(harness.config), [[timesheet, before]], journal);
    expect(outcome.leftovers).toEqual([
      `${timesheet.label}: customId was ${JSON.stringify(before.customId)}, is "changed by the run" (the restore sent it back with PATCH /timesheets/{timesheetId}, which answered 200, but the server kept the run's value)`,
    ]);
    expect(outcome.leftovers.join('\n')).not.toContain('no way');
  });

  it('compares what it reads back with the snapshot keys in any order (a jsonb store answers in its own order)', async () => {
    const server = await startReferenceServer({ personality: 'postgres-jsonb' });
    open.push(server);
    const project = fixturesOf(server.config).find((fixture) => fixture.operation === 'PATCH /projects/{projectId}') as Fixture;
    const current = await stateOf(server.config, project);
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : value !== null && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([key, item]) => [key, reversed(item)]),
            )
          : value;
    const nested = Object.values(current).some(
      (value) => value !== null && typeof value === 'object' && JSON.stringify(value) !== JSON.stringify(reversed(value)),
    );
    expect(nested, 'the fixture holds a nested object whose key order can differ').toBe(true);
    const outcome = await restoreFixtures(clientFor(server.config), [[project, reversed(current) as Record<string, unknown>]], new Journal());
    expect(outcome).toEqual({ restored: [`${project.label} restored`], leftovers: [] });
  });

  it('removes the people the journal lists once, and journals the removal', async () => {
    const { server, journal } = await setUp();
    const { projectId } = server.config;
    const added = await clientFor(server.config).send({
      operation: 'POST /projects/{projectId}/people',
      params: { projectId },
      query: { notify: 'false' },
      body: { permission: 'member', email: 'pmc-restore@example.com' },
      purpose: 'add',
    });
    const personId = (added.response?.json as { person: string }).person;
    journal.record({ op: 'added', projectId, personId });
    const first = await restoreFixtures(clientFor(server.config), [], journal);
    const second = await restoreFixtures(clientFor(server.config), [], journal);
    expect(first).toEqual({ restored: [`removed person ${personId} from project ${projectId}`], leftovers: [] });
    expect(second).toEqual({ restored: [], leftovers: [] });
  });

  it("says a person whose DELETE got no answer may be gone already when the restore's DELETE is refused", async () => {
    const { server, journal } = await setUp();
    const { projectId } = server.config;
    const client = clientFor(server.config);
    const added = await client.send({
      operation: 'POST /projects/{projectId}/people',
      params: { projectId },
      query: { notify: 'false' },
      body: { permission: 'member', email: 'pmc-restore-3@example.com' },
      purpose: 'add',
    });
    const personId = (added.response?.json as { person: string }).person;
    journal.record({ op: 'added', projectId, personId, email: 'pmc-restore-3@example.com' });
    // Applied on the server, but its connection was reset: the run never saw the answer, and never sent it again.
    const params = { projectId, personId };
    await client.send({ operation: 'DELETE /projects/{projectId}/people/{personId}', params, purpose: 'remove' });
    journal.recordWrite({ operation: 'DELETE /projects/{projectId}/people/{personId}', params, problem: { kind: 'reset', message: 'connection reset' } });
    const outcome = await restoreFixtures(client, [], journal);
    expect(outcome.leftovers).toEqual([
      `person ${personId} (pmc-restore-3@example.com) may still be on project ${projectId}: a DELETE of the run got no answer and may have removed them, and the restore's DELETE answered HTTP 400`,
    ]);
  });

  it('lists a person whose id no URL can carry, and still removes the others and restores the fixtures', async () => {
    const { server, timesheet, journal } = await setUp();
    const { projectId } = server.config;
    const before = await stateOf(server.config, timesheet);
    const added = await clientFor(server.config).send({
      operation: 'POST /projects/{projectId}/people',
      params: { projectId },
      query: { notify: 'false' },
      body: { permission: 'member', email: 'pmc-restore-2@example.com' },
      purpose: 'add',
    });
    const personId = (added.response?.json as { person: string }).person;
    journal.record({ op: 'added', projectId, personId: 'p\ud800' });
    journal.record({ op: 'added', projectId, personId });
    const outcome = await restoreFixtures(clientFor(server.config), [[timesheet, before]], journal);
    expect(outcome.leftovers).toEqual([`person "p\\ud800" is still on project ${projectId}: no DELETE could be sent for that id (URI malformed)`]);
    expect(outcome.restored).toEqual([`removed person ${personId} from project ${projectId}`, `${timesheet.label} restored`]);
  });
});
