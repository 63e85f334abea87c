import { describe, expect, it } from 'vitest';
import { operationsOf } from '../../../runner/plan.js';
import type { SpecifiedOperationKey } from '../../../specs/operations.js';
import { bodyIdsIgnored } from '../../../suites/checks/scenario/body-ids-ignored.js';
import { documentServer, validating, type Doc } from '../fake-documents.js';
import { OFFLINE_CONNECTION, runOffline, verdictsOf, type FakeServer } from '../offline-context.js';

const connection = { ...OFFLINE_CONNECTION, secondProjectId: 'p2', projectTimesheetId: 't2' };
const pathKey = (operation: SpecifiedOperationKey) => (operation.includes('timesheet') ? 'timesheetId' : 'projectId');

function withSecondTimesheet(made: ReturnType<typeof documentServer>): FakeServer {
  made.stored.set('t2', { ...structuredClone(made.stored.get('t1')), _id: 't2' });
  return made.server;
}

/** Picks the document by the body's _id when there is one, then drops it from the body. */
function redirecting(operation: SpecifiedOperationKey): FakeServer {
  const server = withSecondTimesheet(documentServer());
  return (request) => {
    const { _id: id, ...rest } = (request.body ?? {}) as Doc;
    return typeof id === 'string' ? server({ ...request, body: rest, params: { [pathKey(operation)]: id } }) : server(request);
  };
}

/** Ignores _id and applies the rest to the document of the path. */
function ignoring(): FakeServer {
  const server = withSecondTimesheet(documentServer());
  return (request) => {
    const { _id: _ignored, ...rest } = (request.body ?? {}) as Doc;
    return server({ ...request, body: rest });
  };
}

describe.each(operationsOf(bodyIdsIgnored))('body-ids-ignored on %s', (operation) => {
  it('passes a server that refuses _id in the body (response-only), the other document as it was', async () => {
    const { findings, requests } = await runOffline(bodyIdsIgnored, operation, validating(withSecondTimesheet(documentServer())), { connection });
    expect(verdictsOf(findings)).toEqual(['pass WRITE.SCOPE']);
    expect(findings[0]?.message).toMatch(/was refused \(400\); document (p2|t2) stayed as it was$/);
    expect(requests.some((request) => (request.body as Doc | undefined)?._id === (operation.includes('timesheet') ? 't2' : 'p2'))).toBe(true);
  });

  it('passes a server that ignores _id and updates the document of the path', async () => {
    const { findings } = await runOffline(bodyIdsIgnored, operation, ignoring(), { connection });
    expect(verdictsOf(findings)).toEqual(['pass WRITE.SCOPE']);
    expect(findings[0]?.message).toMatch(/was applied to the document of the path/);
  });

  it('fails a server whose body _id picks the document, judged by the effect on the other one', async () => {
    const { findings } = await runOffline(bodyIdsIgnored, operation, redirecting(operation), { connection });
    expect(verdictsOf(findings)).toEqual(['fail WRITE.SCOPE']);
    expect(findings[0]?.message).toMatch(/: the id in the body redirected the write\. The spec states: Path: projectId/);
  });

  it('skips without a second fixture of the kind', async () => {
    expect(verdictsOf((await runOffline(bodyIdsIgnored, operation, documentServer().server)).findings)).toEqual(['skip WRITE.SCOPE']);
  });
});
