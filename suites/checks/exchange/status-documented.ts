import { describeRetries } from '../../../engine/http/retry-after.js';
import type { ExchangeCheck } from '../types.js';
import { DOCUMENTED, received } from './helpers.js';

/** Too Many Requests and Content Too Large: limits the spec leaves "not shown" (LIMITS.RATE). */
const LIMIT_STATUSES = new Set([413, 429]);

/**
 * ERROR.OTHER_STATUSES — statuses other than 200, 400 and 500 are "not shown": a warning naming the
 * status, never a failure. (2xx and 5xx are judged by success-is-200 and no-server-error.)
 */
export const statusDocumented: ExchangeCheck = {
  kind: 'exchange',
  id: 'status-documented',
  requirement: 'ERROR.OTHER_STATUSES',
  title: 'Statuses other than 200, 400 and 500 are reported',
  appliesTo: (exchange) => exchange.response !== undefined,
  run: ({ response, purpose, retries }) => {
    if (!response || DOCUMENTED.has(response.status)) return [{ verdict: 'pass', message: 'documented status' }];
    if (response.status < 300 || response.status >= 500) return [];
    const limit = LIMIT_STATUSES.has(response.status) ? [{ verdict: 'observe' as const, requirement: 'LIMITS.RATE' as const, message: `a ${response.status} answer shows a limit (Retry-After: ${response.headers['retry-after'] ?? 'none'})` }] : [];
    return [
      // A 429 says how the client coped with it: how often it waited and why it stopped.
      { verdict: 'warn', message: received(`${response.status} for "${purpose}"${retries ? ` (${describeRetries(retries)})` : ''}`, 'the documented statuses are 200, 400 and 500; others are not shown.') },
      { verdict: 'observe', message: `the server answers ${response.status} for "${purpose}"` },
      ...limit,
    ];
  },
};
