import { describe, expect, it } from 'vitest';
import { personRoundTrip } from '../../../suites/checks/scenario/person-round-trip.js';
import type { ApiRequest } from '../../../engine/http/client.js';
import { documentServer, type Doc } from '../fake-documents.js';
import { runOffline, verdictsOf, type FakeServer } from '../offline-context.js';

const OPERATION = 'POST /projects/{projectId}/people';
const adds = (requests: readonly ApiRequest[]) => requests.filter((request) => request.purpose === 'add a person');
/** The verdicts a conforming server earns for an add: the record, and the isProjectManager default where the body left it out. */
const conforming = (request: ApiRequest) => [
  'pass ADD_PERSON.ROUND_TRIP',
  ...('isProjectManager' in (request.body as Doc) ? [] : ['pass PERSON.IS_PROJECT_MANAGER']),
];
/** A server whose answer to an add is `record` of the body sent. */
function answering(record: (body: Doc) => Doc): FakeServer {
  let added = 0;
  return documentServer({ add: (body) => ({ status: 200, json: { ...record(body), _id: `r${(added += 1)}`, person: `u${added}` } }) }).server;
}

describe('person-round-trip', () => {
  it('passes a server whose record shows every field sent, and removes each person again', async () => {
    const { findings, requests } = await runOffline(personRoundTrip, OPERATION, documentServer().server);
    expect(adds(requests).length).toBeGreaterThan(3);
    expect(verdictsOf(findings)).toEqual(adds(requests).flatMap(conforming));
    expect(requests.filter((request) => request.purpose === 'remove the person again')).toHaveLength(adds(requests).length);
  });

  it('fails a record that drops the rate sent, naming it (the fullest body carries one)', async () => {
    const { findings } = await runOffline(
      personRoundTrip,
      OPERATION,
      answering(({ rate: _dropped, ...rest }) => rest),
    );
    const failed = findings.filter((finding) => finding.verdict === 'fail');
    expect(failed.length).toBeGreaterThan(0);
    expect(new Set(verdictsOf(failed))).toEqual(new Set(['fail ADD_PERSON.ROUND_TRIP']));
    expect(failed[0]?.message).toMatch(/^Received a person record that differs from the person added: .*rate/);
    expect(failed[0]?.counterexample).toHaveProperty('rate');
  });

  it('fails a record whose isProjectManager is true for a person added without it (default false)', async () => {
    const { findings } = await runOffline(
      personRoundTrip,
      OPERATION,
      answering((body) => ({ isProjectManager: true, ...body })),
    );
    const failed = findings.filter((finding) => finding.verdict === 'fail');
    expect(verdictsOf(failed)[0]).toBe('fail PERSON.IS_PROJECT_MANAGER');
    expect(failed[0]?.message).toMatch(/^Received isProjectManager true for a person added without it/);
    expect(findings.filter((finding) => finding.verdict === 'fail' && finding.requirement === 'ADD_PERSON.ROUND_TRIP')).toEqual([]);
  });

  it('judges no refused add (valid-payloads-accepted reports those)', async () => {
    const { findings, requests } = await runOffline(
      personRoundTrip,
      OPERATION,
      documentServer({ add: () => ({ status: 403, json: { message: 'no' } }) }).server,
    );
    expect(adds(requests).length).toBeGreaterThan(3);
    expect(findings).toEqual([]);
  });
});
