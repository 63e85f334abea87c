import { describe, expect, it } from 'vitest';
import { timesheetStatusDefault } from '../../../suites/checks/scenario/timesheet-status-default.js';
import { documentServer } from '../fake-documents.js';
import { runOffline } from '../offline-context.js';

const OPERATION = 'PATCH /timesheets/{timesheetId}';
const judged = (findings: readonly { verdict: string; requirement: string; message: string }[]) =>
  findings.map((finding) => [finding.verdict, finding.requirement, finding.message]);

// "default draft" does not say whether a PATCH without status resets it: either way is observed, never warned.
describe('timesheet-status-default', () => {
  it('observes a server that keeps the status', async () => {
    const { findings } = await runOffline(timesheetStatusDefault, OPERATION, documentServer().server);
    expect(judged(findings)).toEqual([['observe', 'TIMESHEET.STATUS.DEFAULT', 'a PATCH without status keeps the status']]);
  });

  it('observes, and does not warn, a server that applies the default to every PATCH', async () => {
    // A read (PATCH {}) applies "default draft" too: the server resets the status whenever the body has none.
    const { server, stored } = documentServer();
    const resetting = (request: Parameters<typeof server>[0]) => {
      const body = request.body as Record<string, unknown>;
      if (!('status' in body)) stored.set('t1', { ...stored.get('t1'), status: 'draft' });
      return server(request);
    };
    const { findings } = await runOffline(timesheetStatusDefault, OPERATION, resetting);
    expect(judged(findings)).toEqual([['observe', 'TIMESHEET.STATUS.DEFAULT', 'a PATCH without status turned "submitted" into "draft"']]);
  });

  it('skips, with the reason, when the status cannot be set to submitted', async () => {
    const { server } = documentServer({ refuse: () => ({ status: 409, json: { message: 'no such transition' } }) });
    const { findings } = await runOffline(timesheetStatusDefault, OPERATION, server);
    expect(judged(findings)).toEqual([['skip', 'TIMESHEET.STATUS.DEFAULT', 'the timesheet status could not be set to submitted']]);
  });
});
