import type { ExchangeCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';

/** HTTP.ALLOW — a 405 the server chose lists the methods it allows (RFC 9110 §15.5.6); an empty Allow is valid. */
export const allowOn405: ExchangeCheck = {
  kind: 'exchange',
  id: 'allow-on-405',
  requirement: 'HTTP.ALLOW',
  title: 'A 405 carries Allow',
  appliesTo: (exchange) => exchange.response?.status === 405,
  run: ({ response }) =>
    response?.headers.allow === undefined
      ? [{ verdict: 'warn', message: violates({ id: 'HTTP.ALLOW', source: 'RFC 9110 §15.5.6' }, '405 without Allow') }]
      : [{ verdict: 'pass', message: `405 with Allow: ${response.headers.allow}` }],
};
