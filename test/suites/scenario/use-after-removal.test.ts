import { describe, expect, it } from 'vitest';
import { operationsOf } from '../../../runner/plan.js';
import { useAfterRemoval } from '../../../suites/checks/scenario/use-after-removal.js';
import { documentServer, type Doc } from '../fake-documents.js';
import { runOffline, verdictsOf, type FakeServer } from '../offline-context.js';

const isDelete = (operation: string) => operation.startsWith('DELETE ');

/** people.splice(findIndex(…), 1): a DELETE of someone not on the project (-1) removes the last person added. */
function splicingLast(idempotent = false): FakeServer {
  const { server } = documentServer(idempotent ? { remove: (onProject) => (onProject ? undefined : { status: 200 }) } : {});
  const present: string[] = [];
  return (request) => {
    const answer = server(request);
    const record = answer.json as Doc | undefined;
    if (!isDelete(request.operation) && answer.status === 200 && typeof record?.person === 'string') present.push(record.person);
    if (!isDelete(request.operation)) return answer;
    const personId = request.params?.personId ?? '';
    if (present.includes(personId) && answer.status === 200) present.splice(present.indexOf(personId), 1);
    else if (!present.includes(personId)) {
      const last = present.pop();
      if (last) server({ ...request, params: { ...request.params, personId: last } });
    }
    return answer;
  };
}

describe.each(operationsOf(useAfterRemoval))('use-after-removal on %s', (operation) => {
  it("passes a server on which the removed person's id names no one; the status is observed", async () => {
    const { findings, requests } = await runOffline(useAfterRemoval, operation, documentServer().server);
    expect(verdictsOf(findings)).toEqual(['observe DELETE_PERSON.USE_AFTER_REMOVAL', 'pass DELETE_PERSON.USE_AFTER_REMOVAL']);
    expect(findings[0]?.message).toBe("a DELETE of a removed person's id answered 404");
    const deletes = requests.filter((request) => isDelete(request.operation)).map((request) => request.params?.personId);
    // The removed person (u2) is deleted twice; the one who stayed (u1) is the admin's last look.
    expect(deletes.filter((id) => id === 'u2')).toHaveLength(2);
    expect(deletes.at(-1)).toBe('u1');
  });

  it('fails a server whose DELETE of an absent person removes the last person of the project', async () => {
    const { findings } = await runOffline(useAfterRemoval, operation, splicingLast());
    expect(verdictsOf(findings)).toEqual(['observe DELETE_PERSON.USE_AFTER_REMOVAL', 'fail DELETE_PERSON.USE_AFTER_REMOVAL']);
    expect(findings[1]?.message).toMatch(/^Received a DELETE of a removed person's id answered 404, and then .+: another person of the project was removed\./);
  });

  it('only observes where an idempotent DELETE leaves the question open', async () => {
    const { findings } = await runOffline(useAfterRemoval, operation, splicingLast(true));
    expect(verdictsOf(findings).filter((verdict) => !verdict.startsWith('observe '))).toEqual([]);
  });

  it('skips when people cannot be added', async () => {
    const { findings } = await runOffline(useAfterRemoval, operation, documentServer({ add: () => ({ status: 403, json: { message: 'no' } }) }).server);
    expect(verdictsOf(findings)).toEqual(['skip DELETE_PERSON.USE_AFTER_REMOVAL']);
  });
});
