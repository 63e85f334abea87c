import type { ExchangeCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';

/**
 * GEN.ANSWERS — every request gets a complete HTTP answer. Resets, timeouts and refusals fail. A
 * redirect (not followed, so the token never leaves the base URL's origin) is a status the spec does
 * not show, and a body over --max-body is the run's own limit: both are observed, never held against
 * the server.
 */
export const transport: ExchangeCheck = {
  kind: 'exchange',
  id: 'transport',
  requirement: 'GEN.ANSWERS',
  title: 'Every request gets a complete answer',
  appliesTo: () => true,
  run: ({ problem, purpose }) => {
    if (!problem) return [{ verdict: 'pass', message: 'complete answer' }];
    if (problem.kind === 'redirect')
      return [{ verdict: 'observe', requirement: 'ERROR.OTHER_STATUSES', message: `Received ${problem.message} for "${purpose}"` }];
    if (problem.kind === 'body-too-large')
      return [{ verdict: 'observe', requirement: 'LIMITS.RATE', message: `Received a ${problem.message} for "${purpose}"` }];
    return [{ verdict: 'fail', message: violates('GEN.ANSWERS', `${problem.message} for "${purpose}"`) }];
  },
};
