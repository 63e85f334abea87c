import { profileOf, WRITE_KINDS } from '../../../specs/operation-profiles/index.js';
import { attemptChange } from '../../runtime/change-attempt.js';
import { probeAs } from '../../runtime/probe-operation.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { judgeAttempt, judgeRead } from './judge-attempt.js';

const WHO = "with another organisation's token";

/**
 * AUTH.ORG_ISOLATION — another organisation's token neither reads (PATCH {}) nor changes this
 * organisation's project, timesheet or people, judged by effect on all four operations.
 */
export const orgIsolation = defineScenarioCheck({
  id: 'org-isolation',
  requirement: 'AUTH.ORG_ISOLATION',
  alsoJudges: ['AUTH.REFUSAL'],
  title: "Another organisation cannot reach this organisation's data",
  group: 'auth',
  appliesTo: { kinds: WRITE_KINDS },
  needs: ['otherOrgToken'],
  run: async (ctx, operation) => {
    if (profileOf(operation).kind === 'update') {
      const read = await probeAs(ctx, operation, 'otherOrg', `read ${WHO}`);
      judgeRead(ctx, read, WHO, 'AUTH.ORG_ISOLATION');
    }
    // An idempotent DELETE answers 200 for what it does not hold, and holds nothing of another organisation's.
    const answeredUnchanged = profileOf(operation).kind === 'remove-person' ? 'observe' : 'warn';
    judgeAttempt(ctx, await attemptChange(ctx, operation, 'otherOrg', `change ${WHO}`), WHO, 'AUTH.ORG_ISOLATION', { answeredUnchanged });
  },
});
