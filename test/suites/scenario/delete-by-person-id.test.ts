import { describe, expect, it } from 'vitest';
import { deleteByPersonId } from '../../../suites/checks/scenario/delete-by-person-id.js';
import { documentServer, type Deviations } from '../fake-documents.js';
import { runOffline, verdictsOf } from '../offline-context.js';

const OPERATION = 'DELETE /projects/{projectId}/people/{personId}';
const run = (deviations?: Deviations) => runOffline(deleteByPersonId, OPERATION, documentServer(deviations).server);
const deletes = (requests: readonly { operation: string; params?: Record<string, string> }[]) =>
  requests.filter((request) => request.operation === OPERATION).map((request) => request.params?.personId);

describe('delete-by-person-id', () => {
  it('passes a server that deletes a person by the person field of their record', async () => {
    const { findings, requests } = await run();
    // The fake server gives the first person added the record _id r1 and the person id u1.
    expect(deletes(requests)).toEqual(['u1']);
    expect(verdictsOf(findings)).toEqual(['pass DELETE_PERSON.PERSON_ID']);
    expect(findings[0]?.message).toBe('deleted by the person field (200)');
  });

  it("fails a server that keys the path on the record's _id, once a DELETE by that _id succeeds", async () => {
    const { findings, requests } = await run({ deleteKey: '_id' });
    // A DELETE is not repeated to confirm a failure (suites/runtime/confirm.ts): the person is gone after it.
    expect(deletes(requests)).toEqual(['u1', 'r1']);
    expect(verdictsOf(findings)).toEqual(['fail DELETE_PERSON.PERSON_ID']);
    expect(findings[0]?.message).toMatch(
      /^Received 404 deleting a person just added, by the person field of their record, while a DELETE by the record's _id is answered 200: the path is keyed on the wrong id/,
    );
  });

  it('warns (VALIDATION.ACCEPT) when the DELETE is refused by both ids', async () => {
    const { findings, requests } = await run({ remove: () => ({ status: 400, json: { message: 'no' } }) });
    expect(deletes(requests)).toEqual(['u1', 'r1']);
    expect(verdictsOf(findings)).toEqual(['warn VALIDATION.ACCEPT']);
    expect(findings[0]?.message).toMatch(/400 deleting a person just added, by the person field of their record \(and by the record _id: 400\)/);
  });

  it('says nothing of a 5xx to the DELETE: the server-error check judges it', async () => {
    const { findings, requests } = await run({ remove: () => ({ status: 500 }) });
    expect(deletes(requests)).toEqual(['u1']);
    expect(findings).toEqual([]);
  });

  it('skips, with the reason, when no person can be added', async () => {
    const { findings, requests } = await run({ add: () => ({ status: 403, json: { message: 'forbidden' } }) });
    expect(deletes(requests)).toEqual([]);
    expect(findings.map((finding) => [finding.verdict, finding.message])).toEqual([['skip', 'a person could not be added to delete']]);
  });
});
