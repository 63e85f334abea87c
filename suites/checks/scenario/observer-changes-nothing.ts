import { profileOf, WRITE_KINDS } from '../../../specs/operation-profiles/index.js';
import { attemptChange } from '../../runtime/change-attempt.js';
import { probeAs } from '../../runtime/probe-operation.js';
import { statusOf } from '../../runtime/statuses.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { judgeAttempt } from './judge-attempt.js';

const WHO = 'by an observer';

/**
 * AUTH.OBSERVER — "An observer can view everything and change nothing": an observer's PATCH, add and
 * DELETE change nothing (judged by effect). Which statuses refuse them, and whether an observer may
 * read through PATCH {} (the four operations are writes), are observed (AUTH.ROLES: not shown).
 */
export const observerChangesNothing = defineScenarioCheck({
  id: 'observer-changes-nothing',
  requirement: 'AUTH.OBSERVER',
  alsoJudges: ['AUTH.ROLES', 'AUTH.REFUSAL'],
  title: 'An observer changes nothing',
  group: 'auth',
  appliesTo: { kinds: WRITE_KINDS },
  needs: ['observerToken'],
  run: async (ctx, operation) => {
    if (profileOf(operation).kind === 'update') {
      const read = await probeAs(ctx, operation, 'observer', 'read as an observer');
      ctx.report({ verdict: 'observe', requirement: 'AUTH.ROLES', message: `an observer's PATCH {} is answered ${statusOf(read)}` });
    }
    judgeAttempt(ctx, await attemptChange(ctx, operation, 'observer', `change ${WHO}`), WHO, 'AUTH.OBSERVER', {
      statusRequirement: 'AUTH.ROLES',
      answeredUnchanged: 'pass',
    });
  },
});
