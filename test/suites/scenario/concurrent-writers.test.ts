import { describe, expect, it } from 'vitest';
import { concurrentWriters } from '../../../suites/checks/scenario/concurrent-writers.js';
import { documentServer, parsedBody, type Deviations, type Doc } from '../fake-documents.js';
import { runOffline, verdictsOf, type FakeServer } from '../offline-context.js';

const UPDATES = ['PATCH /projects/{projectId}', 'PATCH /timesheets/{timesheetId}'] as const;
const ADD = 'POST /projects/{projectId}/people';
const idOf = (params: Readonly<Record<string, string>> | undefined) => params?.projectId ?? params?.timesheetId ?? '';
/** The document server with a timesheet that has an entry: a timesheet has one free-text field, its entries are the second writer. */
function withEntry(deviations: Deviations = {}) {
  const made = documentServer(deviations);
  made.stored.set('t1', { ...made.stored.get('t1'), entries: [{ description: 'monday', hours: [{ day: 'MON', value: 8 }], codeId: 'c1' }] });
  return made;
}
/**
 * A server that writes from a stale copy: each PATCH that names fields starts from the document as its
 * last read (PATCH {}) saw it, so of writes between two reads only the last one's field is kept.
 */
function staleWrites(): FakeServer {
  const { server, stored } = withEntry();
  const lastRead = new Map<string, Doc>();
  return (request) => {
    const id = idOf(request.params);
    const body = parsedBody(request) as Doc | undefined;
    const isRead = request.operation !== ADD && body !== undefined && Object.keys(body).length === 0;
    const copy = lastRead.get(id);
    if (!isRead && copy) stored.set(id, structuredClone(copy));
    const answer = server(request);
    if (isRead) lastRead.set(id, structuredClone(stored.get(id) as Doc));
    return answer;
  };
}

describe.each(UPDATES)('concurrent-writers on %s', (operation) => {
  it('passes a server whose PATCHes of different fields all persist, three rounds judged, and puts the fields back', async () => {
    const { findings, requests } = await runOffline(concurrentWriters, operation, withEntry().server);
    expect(requests.filter((request) => request.purpose.startsWith('concurrent PATCH of ')).length).toBeGreaterThanOrEqual(6);
    expect(verdictsOf(findings)).toEqual(['pass CONCURRENCY.UPDATES']);
    expect(findings[0]?.message).toBe('PATCHes of different fields sent at once all persisted (3 of 3 rounds judged)');
  });

  it('warns on a server that loses an update, naming the fields lost, and stops racing', async () => {
    const run = await runOffline(concurrentWriters, operation, staleWrites());
    const [findings, requests] = [run.findings, run.requests];
    // The warning only: no pass of the rounds judged before the one that lost an update.
    expect(verdictsOf(findings)).toEqual(['warn CONCURRENCY.UPDATES']);
    expect(findings[0]?.message).toMatch(/^Received 200 to each of \d PATCHes of .+ sent at once \(round 1 of 3\), yet a read-back lost .+: a lost update/);
    expect(requests.some((request) => request.purpose.endsWith('(round 2)'))).toBe(false);
  });

  it('observes each round whose PATCHes are refused: nothing to compare, nothing passed', async () => {
    const { findings } = await runOffline(concurrentWriters, operation, withEntry({ refuse: () => ({ status: 409, json: { message: 'busy' } }) }).server);
    expect(verdictsOf(findings)).toEqual(['observe CONCURRENCY.UPDATES', 'observe CONCURRENCY.UPDATES', 'observe CONCURRENCY.UPDATES']);
    expect(findings[0]?.message).toMatch(/^round 1: 409, 409(, 409)? to PATCHes sent at once; nothing to compare$/);
  });
});

describe('concurrent-writers', () => {
  it('skips a timesheet without entries: a single free-text field is nothing to race', async () => {
    const { findings } = await runOffline(concurrentWriters, 'PATCH /timesheets/{timesheetId}', documentServer().server);
    expect(findings.map((finding) => [finding.verdict, finding.message])).toEqual([['skip', 'fewer than two fields any server takes: nothing to race']]);
  });

  it('skips when the document cannot be read', async () => {
    const { findings } = await runOffline(concurrentWriters, 'PATCH /projects/{projectId}', () => ({ status: 403, json: { message: 'no' } }));
    expect(findings.map((finding) => [finding.verdict, finding.message])).toEqual([['skip', 'the document could not be read before the race']]);
  });

  it.each([
    [{}, 'two records'],
    [{ refuseDuplicates: true as const }, 'one record'],
  ])('observes what a server keeps of two adds of one e-mail at once (%o: %s), and removes them', async (deviations, kept) => {
    const { findings, requests } = await runOffline(concurrentWriters, ADD, documentServer(deviations).server);
    expect(verdictsOf(findings)).toEqual(['observe CONCURRENCY.UPDATES']);
    expect(findings[0]?.message).toMatch(new RegExp(`^two adds of the same e-mail sent at once were answered 200 and (200|409): ${kept}$`));
    const added = kept === 'two records' ? 2 : 1;
    expect(requests.filter((request) => request.purpose === 'remove a person added concurrently')).toHaveLength(added);
  });
});
