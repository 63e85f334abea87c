import type { ExchangeCheck } from '../../runtime/check-types.js';
import { excerpt } from '../../../engine/excerpt.js';
import { violates } from '../../../engine/message.js';

/** HTTP.NO_CONTENT — a 204 the server chose has no content (RFC 9110 §15.3.5). */
export const noContent204: ExchangeCheck = {
  kind: 'exchange',
  id: 'no-content-204',
  requirement: 'HTTP.NO_CONTENT',
  title: 'A 204 has no body',
  appliesTo: (exchange) => exchange.response?.status === 204,
  run: ({ response }) =>
    response && response.bodyText.length > 0
      ? [{ verdict: 'warn', message: violates({ id: 'HTTP.NO_CONTENT', source: 'RFC 9110 §15.3.5' }, `204 with a body: ${excerpt(response.bodyText)}`) }]
      : [{ verdict: 'pass', message: '204 without a body' }],
};
