import { profileOf, WRITE_KINDS } from '../../../specs/operation-profiles/index.js';
import { attemptChange } from '../../runtime/change-attempt.js';
import { probeAs } from '../../runtime/probe-operation.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { judgeAttempt, judgeRead } from './judge-attempt.js';

const CALLERS = [
  { caller: 'none', label: 'without an Authorization header' },
  { caller: { token: 'pmc-invalid-token-0000000000' }, label: 'with an invalid bearer token' },
] as const;

/**
 * AUTH.REQUIRED — a request without a valid bearer token is not served: no 200 (a read through
 * PATCH {} included) and no change, judged by effect on all four operations; the status is observed.
 */
export const authRequired = defineScenarioCheck({
  id: 'auth-required',
  requirement: 'AUTH.REQUIRED',
  alsoJudges: ['AUTH.REFUSAL'],
  title: 'Requests without valid credentials are refused and change nothing',
  group: 'auth',
  appliesTo: { kinds: WRITE_KINDS },
  run: async (ctx, operation) => {
    for (const { caller, label } of CALLERS) {
      if (profileOf(operation).kind === 'update') {
        const read = await probeAs(ctx, operation, caller, `read ${label} (PATCH {})`);
        judgeRead(ctx, read, label, 'AUTH.REQUIRED');
      }
      judgeAttempt(ctx, await attemptChange(ctx, operation, caller, `change ${label}`), label, 'AUTH.REQUIRED');
    }
  },
});
