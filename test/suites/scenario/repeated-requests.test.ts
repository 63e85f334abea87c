import { describe, expect, it } from 'vitest';
import { repeatedRequests } from '../../../suites/checks/scenario/repeated-requests.js';
import { documentServer, type Deviations } from '../fake-documents.js';
import { runOffline, verdictsOf } from '../offline-context.js';

const DELETE = 'DELETE /projects/{projectId}/people/{personId}';
const UPDATES = ['PATCH /projects/{projectId}', 'PATCH /timesheets/{timesheetId}'] as const;
const runDelete = (deviations?: Deviations) => runOffline(repeatedRequests, DELETE, documentServer(deviations).server);

describe('repeated-requests on the person DELETE', () => {
  it('passes a server that leaves the person absent after the same DELETE twice, observing the second status', async () => {
    const { findings, requests } = await runDelete();
    expect(requests.filter((request) => request.operation === DELETE && request.params?.personId === 'u1').length).toBeGreaterThanOrEqual(3);
    expect(verdictsOf(findings)).toEqual(['observe REQUEST.REPEATED_DELETE', 'pass REQUEST.REPEATED_DELETE']);
    expect(findings.map((finding) => finding.message)).toEqual([
      'a DELETE repeated is answered 404 (the first 200)',
      'the person is absent after the same DELETE twice (200, then 404)',
    ]);
  });

  it('fails a 5xx to the repeat (SERVER.NO_5XX), and still judges the effect', async () => {
    const { findings } = await runDelete({ remove: (onProject) => (onProject ? undefined : { status: 500, json: { message: 'boom' } }) });
    expect(verdictsOf(findings)).toEqual(['observe REQUEST.REPEATED_DELETE', 'fail SERVER.NO_5XX', 'observe REQUEST.REPEATED_DELETE']);
    expect(findings[1]?.message).toMatch(/^Received 500 for the same DELETE sent a second time/);
  });

  it('warns on a server that answers both DELETEs 200 and keeps the person', async () => {
    const { findings } = await runDelete({ remove: (onProject) => (onProject ? { status: 200, keep: true } : undefined) });
    expect(verdictsOf(findings)).toEqual(['observe REQUEST.REPEATED_DELETE', 'warn REQUEST.REPEATED_DELETE']);
    expect(findings[1]?.message).toMatch(
      /^Received 200 then 200 for the same DELETE, and the person was still on the project: the admin's DELETE then removed them/,
    );
  });

  it('only observes an idempotent DELETE: absence cannot be told', async () => {
    const { findings } = await runDelete({ remove: (onProject) => (onProject ? undefined : { status: 200 }) });
    expect(verdictsOf(findings)).toEqual(['observe REQUEST.REPEATED_DELETE', 'observe REQUEST.REPEATED_DELETE']);
    expect(findings[1]?.message).toMatch(/^whether the person is absent after the repeat cannot be told: /);
  });

  it('skips, with the status, when the first DELETE is refused', async () => {
    const { findings } = await runDelete({ remove: () => ({ status: 403, json: { message: 'no' } }) });
    expect(findings.map((finding) => [finding.verdict, finding.message])).toEqual([
      ['skip', 'the first DELETE of a person just added was answered 403: nothing to repeat'],
    ]);
  });
});

// PATCH has no duty of idempotence: the repeat is observed, never judged.
describe.each(UPDATES)('repeated-requests on %s', (operation) => {
  it('observes that the same PATCH twice leaves the same state', async () => {
    const { findings, requests } = await runOffline(repeatedRequests, operation, documentServer().server);
    expect(requests.filter((request) => request.purpose === 'a PATCH' || request.purpose === 'the same PATCH again')).toHaveLength(2);
    expect(verdictsOf(findings)).toEqual(['observe REQUEST.REPEATED_DELETE']);
    expect(findings[0]?.message).toBe('the same PATCH sent twice leaves the same state (updatedAt aside)');
  });

  it('observes, not judges, a second answer that differs, and puts the field back', async () => {
    let writes = 0;
    const { server, stored } = documentServer({ update: (merged) => ({ ...merged, revision: (writes += 1) }) });
    const id = operation.includes('timesheet') ? 't1' : 'p1';
    stored.set(id, { ...stored.get(id), customId: 'held' });
    const { findings, requests } = await runOffline(repeatedRequests, operation, server);
    expect(verdictsOf(findings)).toEqual(['observe REQUEST.REPEATED_DELETE']);
    expect(findings[0]?.message).toMatch(/^the same PATCH sent twice answered differently: revision: 1 before, 2 after/);
    expect(requests.at(-1)).toMatchObject({ purpose: 'put customId back', body: { customId: 'held' } });
  });

  it('observes a refused PATCH: nothing to compare', async () => {
    const { findings } = await runOffline(repeatedRequests, operation, documentServer({ refuse: () => ({ status: 400, json: { message: 'no' } }) }).server);
    expect(findings.map((finding) => [finding.verdict, finding.message])).toEqual([
      ['observe', 'the same PATCH sent twice was not answered 200 both times: nothing to compare'],
    ]);
  });
});
