import type { ExchangeCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';

/** HTTP.WWW_AUTHENTICATE — a 401 the server chose carries a challenge (RFC 9110 §15.5.2). */
export const wwwAuthenticate: ExchangeCheck = {
  kind: 'exchange',
  id: 'www-authenticate',
  requirement: 'HTTP.WWW_AUTHENTICATE',
  title: 'A 401 carries WWW-Authenticate',
  appliesTo: (exchange) => exchange.response?.status === 401,
  run: ({ response }) =>
    (response?.headers['www-authenticate'] ?? '').trim() === ''
      ? [{ verdict: 'warn', message: violates({ id: 'HTTP.WWW_AUTHENTICATE', source: 'RFC 9110 §15.5.2' }, '401 without WWW-Authenticate') }]
      : [{ verdict: 'pass', message: `401 with WWW-Authenticate: ${response?.headers['www-authenticate'] ?? ''}` }],
};
