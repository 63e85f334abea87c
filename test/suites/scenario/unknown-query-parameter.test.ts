import { describe, expect, it } from 'vitest';
import { operationsOf } from '../../../runner/plan.js';
import type { SpecifiedOperationKey } from '../../../specs/operations.js';
import { profileOf } from '../../../specs/operation-profiles/index.js';
import { unknownQueryParameter } from '../../../suites/checks/scenario/unknown-query-parameter.js';
import { UNKNOWN_QUERY_PARAMETER } from '../../../suites/runtime/unknown-query.js';
import type { ApiRequest } from '../../../engine/http/client.js';
import { documentServer } from '../fake-documents.js';
import { runOffline, verdictsOf, type FakeServer } from '../offline-context.js';

type Operation = SpecifiedOperationKey;
/** The requirement an update answered 200 but not applied breaks: what its operation persists. */
const PERSISTS: Partial<Record<Operation, string>> = {
  'PATCH /projects/{projectId}': 'PROJECT.UPDATE.PERSISTS',
  'PATCH /timesheets/{timesheetId}': 'TIMESHEET.PERSISTS',
};
const probed = (request: ApiRequest) => request.query?.[UNKNOWN_QUERY_PARAMETER] !== undefined;
const isUpdate = (operation: Operation) => profileOf(operation).kind === 'update';
/** `answer` to every request that carries the undeclared parameter, the document server to the rest. */
function answeringProbe(answer: (request: ApiRequest, server: FakeServer) => { status: number; json?: unknown }): FakeServer {
  const { server } = documentServer();
  return (request) => (probed(request) ? answer(request, server) : server(request));
}
const OBSERVED = (status: number) => `an undeclared query parameter (?${UNKNOWN_QUERY_PARAMETER}=1) answered ${status}`;

describe.each(operationsOf(unknownQueryParameter))('unknown-query-parameter on %s', (operation) => {
  it('observes the status of a server that ignores the parameter; an update it answered 200 is applied (a pass)', async () => {
    const { findings, requests } = await runOffline(unknownQueryParameter, operation, documentServer().server);
    expect(requests.filter(probed)).toHaveLength(1);
    expect(verdictsOf(findings)).toEqual(['observe REQUEST.UNKNOWN_QUERY', ...(isUpdate(operation) ? [`pass ${PERSISTS[operation]}`] : [])]);
    expect(findings[0]?.message).toBe(OBSERVED(200));
  });

  it('keeps notify=false beside the probe where the operation declares notify (the timesheet PATCH and the person POST)', async () => {
    const { requests } = await runOffline(unknownQueryParameter, operation, documentServer().server);
    const declaresNotify = operation === 'PATCH /timesheets/{timesheetId}' || operation === 'POST /projects/{projectId}/people';
    expect(requests.find(probed)?.query).toEqual({ ...(declaresNotify ? { notify: 'false' } : {}), [UNKNOWN_QUERY_PARAMETER]: '1' });
  });

  it('only observes a refusal (400), and leaves no person behind', async () => {
    const { findings, requests } = await runOffline(
      unknownQueryParameter,
      operation,
      answeringProbe(() => ({ status: 400, json: { message: 'unknown parameter' } })),
    );
    expect(verdictsOf(findings)).toEqual(['observe REQUEST.UNKNOWN_QUERY']);
    expect(findings[0]?.message).toBe(OBSERVED(400));
    if (profileOf(operation).kind === 'remove-person') expect(requests.at(-1)?.purpose).toMatch(/^remove the person \?pmcUnknown=1 did not delete$/);
  });
});

describe('unknown-query-parameter', () => {
  it.each(operationsOf(unknownQueryParameter).filter(isUpdate))(
    'fails %s answered 200 but not applied, under what the operation persists',
    async (operation) => {
      // The answer is the document as it was: the update carrying the parameter was dropped.
      const dropped = answeringProbe((request, server) => server({ ...request, body: {} }));
      const { findings } = await runOffline(unknownQueryParameter, operation, dropped);
      expect(verdictsOf(findings)).toEqual(['observe REQUEST.UNKNOWN_QUERY', `fail ${PERSISTS[operation]}`]);
      expect(findings[1]?.message).toMatch(
        /^Received 200 for an update sent with \?pmcUnknown=1, but a later PATCH \/\w+\/\{\w+\} with \{\} does not show it: /,
      );
    },
  );

  it('removes the person a POST with the parameter added', async () => {
    const { requests } = await runOffline(unknownQueryParameter, 'POST /projects/{projectId}/people', documentServer().server);
    expect(requests.at(-1)).toMatchObject({ operation: 'DELETE /projects/{projectId}/people/{personId}', params: { personId: 'u1' } });
  });
});
