import type { ExchangeCheck } from '../../runtime/check-types.js';
import { excerpt } from '../../../engine/excerpt.js';
import { violates } from '../../../engine/message.js';

/** SERVER.NO_5XX — every request of the suite is valid or invalid input: the answer is 200 or 400, never 5xx. */
export const noServerError: ExchangeCheck = {
  kind: 'exchange',
  id: 'no-server-error',
  requirement: 'SERVER.NO_5XX',
  title: 'No 5xx in answer to anything the suite sends',
  appliesTo: (exchange) => exchange.response !== undefined,
  run: ({ response, purpose }) => {
    if (!response || response.status < 500) return [{ verdict: 'pass', message: 'no server error' }];
    return [
      {
        verdict: 'fail',
        message: violates(
          { id: 'SERVER.NO_5XX', source: 'RFC 9110 §15.6' },
          `${response.status} for a request sent as "${purpose}" (body: ${excerpt(response.bodyText)})`,
        ),
      },
    ];
  },
};
