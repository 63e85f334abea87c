import { attemptChange } from '../../runtime/change-attempt.js';
import { probeAs } from '../../runtime/probe-operation.js';
import { accepted, statusOf } from '../../runtime/statuses.js';
import type { ScenarioCheck } from '../../runtime/check-types.js';
import { judgeAttempt } from './judge-attempt.js';
import { violates } from '../../../engine/message.js';

const CALLERS = [
  { caller: 'none', label: 'without an Authorization header' },
  { caller: { token: 'pmc-invalid-token-0000000000' }, label: 'with an invalid bearer token' },
] as const;

/**
 * AUTH.REQUIRED — a request without a valid bearer token is not served: no 200 (a read through
 * PATCH {} included) and no change, judged by effect on all four operations; the status is observed.
 */
export const authRequired: ScenarioCheck = {
  kind: 'scenario',
  id: 'auth-required',
  requirement: 'AUTH.REQUIRED',
  title: 'Requests without valid credentials are refused and change nothing',
  group: 'auth',
  operations: [
    'PATCH /projects/{projectId}',
    'PATCH /timesheets/{timesheetId}',
    'POST /projects/{projectId}/people',
    'DELETE /projects/{projectId}/people/{personId}',
  ],
  run: async (ctx, operation) => {
    for (const { caller, label } of CALLERS) {
      if (operation.startsWith('PATCH')) {
        const read = await probeAs(ctx, operation, caller, `read ${label} (PATCH {})`);
        ctx.report({ verdict: 'observe', requirement: 'ERROR.OTHER_STATUSES', message: `a read ${label} is answered ${statusOf(read)}` });
        ctx.report(
          accepted(read)
            ? { verdict: 'fail', exchange: read, message: violates('AUTH.REQUIRED', `${statusOf(read)} for a read ${label}`) }
            : { verdict: 'pass', message: `a read ${label} is refused (${statusOf(read)})` },
        );
      }
      judgeAttempt(ctx, await attemptChange(ctx, operation, caller, `change ${label}`), label, 'AUTH.REQUIRED');
    }
  },
};
