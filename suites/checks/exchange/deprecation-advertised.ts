import type { ExchangeCheck } from '../../runtime/check-types.js';
import { received } from './helpers.js';

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
    return [{
      verdict: ctx.requireDeprecationHeaders ? 'fail' : 'warn',
      message: received('a 200 without a Deprecation header', 'Every operation in this document is marked deprecated (RFC 9745 defines the Deprecation header to say so).'),
    }];
  },
};
