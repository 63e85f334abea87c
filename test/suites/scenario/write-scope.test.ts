import { describe, expect, it } from 'vitest';
import { operationsOf } from '../../../runner/plan.js';
import type { SpecifiedOperationKey } from '../../../specs/operations.js';
import { writeScope } from '../../../suites/checks/scenario/write-scope.js';
import { documentServer, validating, type Doc } from '../fake-documents.js';
import { OFFLINE_CONNECTION, runOffline, verdictsOf, type FakeServer } from '../offline-context.js';

const connection = { ...OFFLINE_CONNECTION, secondProjectId: 'p2', projectTimesheetId: 't2' };
const pathKey = (operation: SpecifiedOperationKey) => (operation.includes('timesheet') ? 'timesheetId' : 'projectId');

/** The conforming fake with a second timesheet, behind schema validation. */
function conforming(): { server: FakeServer; stored: Map<string, Doc> } {
  const made = documentServer();
  made.stored.set('t2', { ...structuredClone(made.stored.get('t1')), _id: 't2' });
  return { server: validating(made.server), stored: made.stored };
}

/** Applies every non-empty update to the other fixture of the same kind as well (updateMany on the organisation). */
function everyDocument(operation: SpecifiedOperationKey): FakeServer {
  const { server } = conforming();
  const key = pathKey(operation);
  const other = key === 'projectId' ? 'p2' : 't2';
  return (request) => {
    const answer = server(request);
    const body = request.body as Doc | undefined;
    if (answer.status === 200 && body && Object.keys(body).length > 0 && request.params?.[key] !== other) server({ ...request, params: { [key]: other } });
    return answer;
  };
}

describe.each(operationsOf(writeScope))('write-scope on %s', (operation) => {
  it('passes a server whose update leaves the other fixture as it was', async () => {
    const { findings, requests } = await runOffline(writeScope, operation, conforming().server, { connection });
    expect(verdictsOf(findings)).toEqual(['pass WRITE.SCOPE']);
    const writes = requests.filter((request) => Object.keys((request.body as Doc | undefined) ?? {}).length > 0);
    expect(writes).toHaveLength(1);
    expect(writes[0]?.params?.[pathKey(operation)]).toBe(operation.includes('timesheet') ? 't1' : 'p1');
  });

  it('fails a server that applies the update to the other fixture too, naming the document and the value', async () => {
    const { findings } = await runOffline(writeScope, operation, everyDocument(operation), { connection });
    expect(verdictsOf(findings)).toEqual(['fail WRITE.SCOPE']);
    expect(findings[0]?.message).toMatch(
      /^Received 200 for a PATCH of \w+ on the document of the path, and then document (p2|t2), which the request did not name, shows/,
    );
  });

  it('skips without a second fixture of the kind, and when the write is refused', async () => {
    expect(verdictsOf((await runOffline(writeScope, operation, conforming().server)).findings)).toEqual(['skip WRITE.SCOPE']);
    const refusing = documentServer({ refuse: () => ({ status: 403, json: { message: 'no' } }) });
    refusing.stored.set('t2', { ...structuredClone(refusing.stored.get('t1')), _id: 't2' });
    expect(verdictsOf((await runOffline(writeScope, operation, refusing.server, { connection })).findings)).toEqual(['skip WRITE.SCOPE']);
  });
});
