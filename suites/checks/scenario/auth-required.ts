import { probeAs } from '../../runtime/probe-operation.js';
import { accepted, statusOf } from '../../runtime/statuses.js';
import type { ScenarioCheck } from '../types.js';

const CALLERS = [
  { caller: 'none', label: 'without an Authorization header' },
  { caller: { token: 'pmc-invalid-token-0000000000' }, label: 'with an invalid bearer token' },
] as const;

/** AUTH.REQUIRED — a request without a valid bearer token is not served; the status used is observed. */
export const authRequired: ScenarioCheck = {
  kind: 'scenario',
  id: 'auth-required',
  requirement: 'AUTH.REQUIRED',
  title: 'Requests without valid credentials are refused',
  group: 'auth',
  operations: ['PATCH /projects/{projectId}', 'PATCH /timesheets/{timesheetId}', 'POST /projects/{projectId}/people', 'DELETE /projects/{projectId}/people/{personId}'],
  run: async (ctx, operation) => {
    for (const { caller, label } of CALLERS) {
      const exchange = await probeAs(ctx, operation, caller, `call ${label}`);
      ctx.report({ verdict: 'observe', requirement: 'ERROR.OTHER_STATUSES', message: `a request ${label} is answered ${statusOf(exchange)}` });
      ctx.report(accepted(exchange)
        ? { verdict: 'fail', exchange, message: `Received ${statusOf(exchange)} for a request ${label}. The spec states: Every request carries the header Authorization with the value Bearer <ACCESS_TOKEN>.` }
        : { verdict: 'pass', message: `refused ${label} (${statusOf(exchange)})` });
    }
  },
};
