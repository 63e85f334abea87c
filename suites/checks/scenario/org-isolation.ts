import { attemptChange } from '../../runtime/change-attempt.js';
import { probeAs } from '../../runtime/probe-operation.js';
import { accepted, statusOf } from '../../runtime/statuses.js';
import type { ScenarioCheck } from '../../runtime/check-types.js';
import { judgeAttempt } from './judge-attempt.js';
import { violates } from '../../../engine/message.js';

const WHO = "with another organisation's token";

/**
 * AUTH.ORG_ISOLATION — another organisation's token neither reads (PATCH {}) nor changes this
 * organisation's project, timesheet or people, judged by effect on all four operations.
 */
export const orgIsolation: ScenarioCheck = {
  kind: 'scenario',
  id: 'org-isolation',
  requirement: 'AUTH.ORG_ISOLATION',
  title: "Another organisation cannot reach this organisation's data",
  group: 'auth',
  operations: [
    'PATCH /projects/{projectId}',
    'PATCH /timesheets/{timesheetId}',
    'POST /projects/{projectId}/people',
    'DELETE /projects/{projectId}/people/{personId}',
  ],
  needs: ['otherOrgToken'],
  run: async (ctx, operation) => {
    if (operation.startsWith('PATCH')) {
      const read = await probeAs(ctx, operation, 'otherOrg', `read ${WHO} (PATCH {})`);
      ctx.report({ verdict: 'observe', requirement: 'ERROR.OTHER_STATUSES', message: `another organisation's read is answered ${statusOf(read)}` });
      ctx.report(
        accepted(read)
          ? {
              verdict: 'fail',
              exchange: read,
              message: violates('AUTH.ORG_ISOLATION', `${statusOf(read)} for another organisation's read of this organisation's data`),
            }
          : { verdict: 'pass', message: `another organisation's read is refused (${statusOf(read)})` },
      );
    }
    judgeAttempt(ctx, await attemptChange(ctx, operation, 'otherOrg', `change ${WHO}`), WHO, 'AUTH.ORG_ISOLATION');
  },
};
