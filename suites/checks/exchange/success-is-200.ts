import type { ExchangeCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';

/** STATUS.SUCCESS — "Each success response is 200." */
export const successIs200: ExchangeCheck = {
  kind: 'exchange',
  id: 'success-is-200',
  requirement: 'STATUS.SUCCESS',
  title: 'Success responses are 200',
  appliesTo: (exchange) => exchange.response !== undefined && exchange.response.status >= 200 && exchange.response.status < 300,
  run: ({ response }) =>
    response && response.status !== 200
      ? [{ verdict: 'fail', message: violates('STATUS.SUCCESS', `a success status ${response.status}`) }]
      : [{ verdict: 'pass', message: '200' }],
};
