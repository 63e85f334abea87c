import { describe, expect, it } from 'vitest';
import { timesheetUpdatePersists } from '../../../suites/checks/scenario/timesheet-update-persists.js';
import type { ApiRequest } from '../../../engine/http/client.js';
import { documentServer, parsedBody, type Deviations, type Doc } from '../fake-documents.js';
import { runOffline, verdictsOf, type FakeServer } from '../offline-context.js';

const OPERATION = 'PATCH /timesheets/{timesheetId}';
const updates = (requests: readonly ApiRequest[]) => requests.filter((request) => request.purpose === 'update the timesheet');
/** The findings that judge (a body's locking status replaced is only observed, under the transitions requirement). */
const judged = <T extends { verdict: string; requirement: string }>(findings: readonly T[]) =>
  findings.filter((finding) => finding.requirement === 'TIMESHEET.PERSISTS' || finding.verdict === 'fail' || finding.verdict === 'warn');
const run = (server: FakeServer) => runOffline(timesheetUpdatePersists, OPERATION, server);

describe('timesheet-update-persists', () => {
  it('passes a server that stores the fields sent and keeps the others', async () => {
    const { findings, requests } = await run(documentServer().server);
    expect(updates(requests).length).toBeGreaterThan(0);
    expect(verdictsOf(judged(findings))).toEqual(updates(requests).map(() => 'pass TIMESHEET.PERSISTS'));
  });

  it('fails a server that answers 200 but keeps the entries it had, naming them', async () => {
    const keepsEntries: Deviations = { update: (merged, before) => ({ ...merged, entries: before.entries }) };
    const { findings } = await run(documentServer(keepsEntries).server);
    const failed = findings.filter((finding) => finding.verdict === 'fail');
    expect(verdictsOf(failed)).toEqual(['fail TIMESHEET.PERSISTS']);
    expect(failed[0]?.message).toMatch(/^Received a timesheet that does not show the update or lost fields not sent: .*entries/);
    expect((failed[0]?.counterexample as Doc).entries).toEqual(expect.arrayContaining([expect.anything()]));
  });

  it('only observes a status read back as the request default where its read-back omitted status ("default draft")', async () => {
    const { server, stored } = documentServer();
    // Every PATCH without status sets the default, the suite's own read (PATCH {}) included.
    const defaults: FakeServer = (request) => {
      const body = parsedBody(request) as Doc | undefined;
      if (body && !('status' in body)) stored.set('t1', { ...stored.get('t1'), status: 'draft' });
      return server(request);
    };
    const { findings, requests } = await run(defaults);
    const notDraft = updates(requests).filter((request) => ![undefined, 'draft'].includes((request.body as Doc).status as string | undefined));
    expect(notDraft.length).toBeGreaterThan(0);
    expect(findings.filter((finding) => finding.verdict === 'fail')).toEqual([]);
    expect(findings.filter((finding) => finding.requirement === 'TIMESHEET.STATUS.DEFAULT').map((finding) => finding.verdict)).toEqual(
      notDraft.map(() => 'observe'),
    );
    expect(verdictsOf(judged(findings))).toEqual(updates(requests).map(() => 'pass TIMESHEET.PERSISTS'));
  });

  it('judges nothing by refused updates', async () => {
    const { findings, requests } = await run(documentServer({ refuse: () => ({ status: 400, json: { message: 'no' } }) }).server);
    const applied = updates(requests).filter((request) => Object.keys(request.body as Doc).length === 0);
    expect(updates(requests).length).toBeGreaterThan(applied.length);
    // The fake server applies an empty body (nothing to refuse), which passes.
    expect(verdictsOf(judged(findings))).toEqual(applied.map(() => 'pass TIMESHEET.PERSISTS'));
  });
});
