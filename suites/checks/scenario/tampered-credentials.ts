import { WRITE_KINDS } from '../../../specs/operation-profiles/index.js';
import { attemptChanges } from '../../runtime/attempt-batch.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { tamperedCredentials } from '../../runtime/tampered-credentials.js';
import { judgeAttempt } from './judge-attempt.js';

/**
 * AUTH.TAMPERED — the configured token altered the ways a careless comparison lets through (a character
 * changed, appended or cut, the case swapped, the scheme alone or another one, an unsigned JWT) is
 * refused and changes nothing, judged by effect on all four operations as AUTH.REQUIRED is.
 */
export const tamperedCredentialsCheck = defineScenarioCheck({
  id: 'tampered-credentials',
  requirement: 'AUTH.TAMPERED',
  alsoJudges: ['AUTH.REFUSAL'],
  title: 'Tampered credentials are refused and change nothing',
  group: 'auth',
  appliesTo: { kinds: WRITE_KINDS },
  run: async (ctx, operation) => {
    const variants = tamperedCredentials(ctx.config.token);
    const attempts = await attemptChanges(ctx, operation, variants);
    for (const [index, attempt] of attempts.entries()) judgeAttempt(ctx, attempt, variants[index]?.label ?? '', 'AUTH.TAMPERED');
  },
});
