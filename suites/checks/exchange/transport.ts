import type { ExchangeCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';

/**
 * GEN.ANSWERS — every request gets a complete HTTP answer. A reset, timeout or refusal fails only when
 * confirmed: the same request failed again while the server still answered others (engine/http/client.ts).
 * Unconfirmed, it is observed; a request the circuit breaker kept back (the server had stopped answering
 * altogether: the run is incomplete) is no verdict at all. A first attempt that failed where the second
 * was answered is observed beside the answer's own verdict. A
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
  run: ({ problem, purpose, firstAttempt }) => {
    if (!problem) {
      const flaky = firstAttempt
        ? [{ verdict: 'observe' as const, message: `The first attempt of "${purpose}" got ${firstAttempt.message}; sent again, it was answered` }]
        : [];
      return [{ verdict: 'pass', message: 'complete answer' }, ...flaky];
    }
    if (problem.kind === 'not-sent') return [];
    if (problem.kind === 'redirect')
      return [{ verdict: 'observe', requirement: 'ERROR.OTHER_STATUSES', message: `Received ${problem.message} for "${purpose}"` }];
    if (problem.kind === 'body-too-large')
      return [{ verdict: 'observe', requirement: 'LIMITS.RATE', message: `Received a ${problem.message} for "${purpose}"` }];
    if (!problem.confirmed)
      return [
        {
          verdict: 'observe',
          message: `Received no complete answer for "${purpose}": ${problem.message}; not held against the server, which may have stopped answering altogether`,
        },
      ];
    return [{ verdict: 'fail', message: violates('GEN.ANSWERS', `${problem.message} for "${purpose}" (${problem.confirmed})`) }];
  },
};
