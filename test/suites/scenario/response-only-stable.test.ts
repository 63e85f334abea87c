import { describe, expect, it } from 'vitest';
import { operationsOf } from '../../../runner/plan.js';
import { responseOnlyStable } from '../../../suites/checks/scenario/response-only-stable.js';
import type { Fixture } from '../../../engine/fixture-state/fixtures.js';
import { documentServer, type Deviations, type Doc } from '../fake-documents.js';
import type { ApiRequest } from '../../../engine/http/client.js';
import { OFFLINE_CONNECTION, runOffline, verdictsOf, type FakeServer } from '../offline-context.js';

type Operation = keyof typeof STABLE;
/** The fields each operation's document keeps across an update, and the requirement that says so. */
const STABLE = {
  'PATCH /projects/{projectId}': { requirement: 'PROJECT.RESPONSE_ONLY.STABLE', fields: ['_id', 'org', 'createdBy', 'createdAt'], id: 'p1' },
  'PATCH /timesheets/{timesheetId}': { requirement: 'TIMESHEET.RESPONSE_ONLY.STABLE', fields: ['_id', 'createdBy', 'createdAt'], id: 't1' },
} as const;
const OPERATIONS = Object.keys(STABLE) as Operation[];
const run = (operation: Operation, deviations: Deviations = {}) => runOffline(responseOnlyStable, operation, documentServer(deviations).server);

it('runs on the two updates, as the table here assumes', () => {
  expect(operationsOf(responseOnlyStable)).toEqual(OPERATIONS);
});

describe.each(OPERATIONS)('response-only-stable on %s', (operation) => {
  const { requirement, fields, id } = STABLE[operation];

  it('passes a server that keeps the identity, creator, creation time (and organisation) across an update', async () => {
    const { findings, requests } = await run(operation);
    expect(requests.some((request) => request.purpose.startsWith('change customId, then compare'))).toBe(true);
    expect(verdictsOf(findings)).toEqual(fields.map(() => `pass ${requirement}`));
    expect(findings.map((finding) => finding.message)).toContain(`createdBy stays "u1" across an update of customId`);
  });

  it('passes a server that shows createdAt as the same instant in another ISO form', async () => {
    const otherForm = (merged: Doc) => ({ ...merged, createdAt: (merged.createdAt as string).replace(/\.000Z$/, '+00:00') });
    const { findings } = await run(operation, { update: otherForm });
    expect(verdictsOf(findings)).toEqual(fields.map(() => `pass ${requirement}`));
  });

  it('warns on a server whose update rewrites createdBy with the updater, naming the value it had', async () => {
    const { findings } = await run(operation, { update: (merged) => ({ ...merged, createdBy: 'u-updater' }) });
    expect(verdictsOf(findings)).toEqual(fields.map((field) => (field === 'createdBy' ? `warn ${requirement}` : `pass ${requirement}`)));
    expect(findings.find((finding) => finding.verdict === 'warn')?.message).toMatch(
      /^Received createdBy "u-updater" \(200\) around an update of customId only; it was "u1" when the run began/,
    );
  });

  it('judges against the document as the run found it: a field rewritten by an earlier update still warns', async () => {
    const fixture = { operation, params: operation.includes('timesheet') ? { timesheetId: id } : { projectId: id } } as unknown as Fixture;
    const { server, stored } = documentServer();
    stored.set(id, { ...stored.get(id), createdBy: 'u-updater' });
    const snapshot = new Map([[fixture, { ...stored.get(id), createdBy: 'u1' }]]);
    const { findings } = await runOffline(responseOnlyStable, operation, server, { snapshot });
    expect(findings.find((finding) => finding.verdict === 'warn')?.message).toMatch(/^Received createdBy "u-updater" .*; it was "u1" when the run began/);
  });

  describe('with a manager and a member writing too (who-did-it fields)', () => {
    const connection = { ...OFFLINE_CONNECTION, managerToken: 'manager-token', memberToken: 'member-token' };
    const callerOf = (request: ApiRequest) => (typeof request.caller === 'string' ? request.caller : 'admin');
    /** createdBy follows whoever writes; the admin wrote the fixture, so only another role shows it. */
    function followingTheWriter(): FakeServer {
      const { server } = documentServer({ authorize: (request) => (callerOf(request) === 'member' ? { status: 403, json: { message: 'no' } } : undefined) });
      return (request) => {
        const answer = server(request);
        const writer = callerOf(request) === 'manager' ? 'u-manager' : 'u1';
        const body = request.body as Doc | undefined;
        return answer.status === 200 && body && Object.keys(body).length > 0 ? { ...answer, json: { ...(answer.json as Doc), createdBy: writer } } : answer;
      };
    }

    it('sends the change as the manager and the member, and passes when neither moves a field', async () => {
      const { findings, requests } = await runOffline(responseOnlyStable, operation, documentServer().server, { connection });
      expect(requests.filter((request) => request.purpose.startsWith('change a field as the ')).map(callerOf)).toEqual(['manager', 'member']);
      expect(verdictsOf(findings).filter((verdict) => !verdict.startsWith('observe'))).toEqual(
        [...fields, ...fields, ...fields].map(() => `pass ${requirement}`),
      );
      // updatedAt is the one field that records the last change here: observed moving after each write.
      expect(findings.filter((finding) => finding.verdict === 'observe').map((finding) => finding.message)).toEqual([
        expect.stringMatching(/^after the manager's update, updatedAt "[^"]+"$/),
        expect.stringMatching(/^after the member's update, updatedAt "[^"]+"$/),
      ]);
    });

    it("warns when createdBy follows the manager's write, which the admin's own write cannot show; a refused member is observed", async () => {
      const { findings } = await runOffline(responseOnlyStable, operation, followingTheWriter(), { connection });
      const warned = findings.filter((finding) => finding.verdict === 'warn');
      expect(verdictsOf(warned)).toEqual([`warn ${requirement}`]);
      expect(warned[0]?.message).toMatch(
        /^Received createdBy "u-manager" \(200\) around an update of customId by the manager only; it was "u1" when the run began/,
      );
      expect(findings.map((finding) => finding.message)).toContain(`the member's update of ${operation} answered 403`);
    });
  });

  it('skips, with the status, when the update is refused', async () => {
    const { findings } = await run(operation, { refuse: () => ({ status: 400, json: { message: 'no' } }) });
    expect(findings.map((finding) => [finding.verdict, finding.message])).toEqual([['skip', 'the update of customId was not accepted (400)']]);
  });

  it('skips when the document cannot be read', async () => {
    const { findings } = await runOffline(responseOnlyStable, operation, () => ({ status: 403, json: { message: 'forbidden' } }));
    expect(findings.map((finding) => [finding.verdict, finding.message])).toEqual([['skip', 'the document could not be read']]);
  });
});
