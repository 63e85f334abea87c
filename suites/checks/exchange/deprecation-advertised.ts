import type { ExchangeCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';

/**
 * DEPRECATION.ADVERTISED (SHOULD) — the spec marks every operation deprecated but requires no header:
 * a 200 without `Deprecation` is a warning, or a failure under --require-deprecation-headers.
 */
export const deprecationAdvertised: ExchangeCheck = {
  kind: 'exchange',
  id: 'deprecation-advertised',
  requirement: 'DEPRECATION.ADVERTISED',
  title: 'Deprecated operations advertise it (Deprecation header)',
  appliesTo: (exchange) => exchange.response?.status === 200,
  run: ({ response }, ctx) => {
    if (response?.headers.deprecation !== undefined) return [{ verdict: 'pass', message: 'Deprecation header present' }];
    return [
      {
        verdict: ctx.requireDeprecationHeaders ? 'fail' : 'warn',
        message: violates({ id: 'DEPRECATION.ADVERTISED', source: 'RFC 9745 §2' }, 'a 200 without a Deprecation header'),
      },
    ];
  },
};
