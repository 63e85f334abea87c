import { describeRetries } from '../../../engine/http/retry-after.js';
import type { ExchangeCheck } from '../../runtime/check-types.js';
import { isDocumentedStatus } from '../../../specs/operations.js';

/** Too Many Requests and Content Too Large: limits the spec leaves "not shown" (LIMITS.RATE). */
const LIMIT_STATUSES = new Set([413, 429]);

/**
 * ERROR.OTHER_STATUSES (UNSPECIFIED) — statuses other than 200, 400 and 500 are "not shown", the spec
 * naming missing credentials and unknown identifiers itself: observed, never a warning or a failure.
 * (2xx and 5xx are judged by success-is-200 and no-server-error.)
 */
export const statusDocumented: ExchangeCheck = {
  kind: 'exchange',
  id: 'status-documented',
  requirement: 'ERROR.OTHER_STATUSES',
  alsoJudges: ['LIMITS.RATE'],
  title: 'Statuses other than 200, 400 and 500 are reported',
  appliesTo: (exchange) => exchange.response !== undefined,
  run: ({ response, purpose, retries }) => {
    if (!response || isDocumentedStatus(response.status)) {
      // A 429 the client waited out still shows a limit: without this the run would only look slower.
      const waited =
        response && retries
          ? [
              {
                verdict: 'observe' as const,
                requirement: 'LIMITS.RATE' as const,
                message: `a limit waited out before this ${response.status} (${describeRetries(retries)})`,
              },
            ]
          : [];
      return [{ verdict: 'pass', message: 'documented status' }, ...waited];
    }
    if (response.status < 300 || response.status >= 500) return [];
    const limit = LIMIT_STATUSES.has(response.status)
      ? [
          {
            verdict: 'observe' as const,
            requirement: 'LIMITS.RATE' as const,
            message: `a ${response.status} answer shows a limit (Retry-After: ${response.headers['retry-after'] ?? 'none'})`,
          },
        ]
      : [];
    // A 429 says how the client coped with it: how often it waited and why it stopped.
    return [
      { verdict: 'observe', message: `the server answers ${response.status} for "${purpose}"${retries ? ` (${describeRetries(retries)})` : ''}` },
      ...limit,
    ];
  },
};
