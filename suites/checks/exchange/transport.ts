import type { ExchangeCheck } from '../types.js';
import { received } from './helpers.js';

/**
 * GEN.ANSWERS — every request gets a complete HTTP answer. Resets, timeouts and refusals fail; a
 * redirect (not followed, so the token never leaves the base URL's origin) and a body over --max-body warn.
 */
export const transport: ExchangeCheck = {
  kind: 'exchange',
  id: 'transport',
  requirement: 'GEN.ANSWERS',
  title: 'Every request gets a complete answer',
  appliesTo: () => true,
  run: ({ problem, purpose }) => {
    if (!problem) return [{ verdict: 'pass', message: 'complete answer' }];
    const verdict = problem.kind === 'redirect' || problem.kind === 'body-too-large' ? 'warn' : 'fail';
    return [{ verdict, message: received(`${problem.message} for "${purpose}"`, 'each request is answered 200, 400 or 500.') }];
  },
};
