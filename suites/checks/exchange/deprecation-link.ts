import { deprecationLinks, mentionsDeprecation } from '../../../engine/deprecation/link-header.js';
import type { ExchangeCheck } from '../../runtime/check-types.js';
import { violates, type Quote } from '../../../engine/message.js';

const LINK: Quote = { id: 'DEPRECATION.LINK', source: 'RFC 9745 §4' };

/** DEPRECATION.LINK — a Link with rel="deprecation" is a valid RFC 8288 link (RFC 9745 §4). */
export const deprecationLink: ExchangeCheck = {
  kind: 'exchange',
  id: 'deprecation-link',
  requirement: 'DEPRECATION.LINK',
  title: 'Link rel="deprecation" is well formed',
  appliesTo: (exchange) => mentionsDeprecation(exchange.response?.headers.link ?? ''),
  run: ({ response }) => {
    const links = deprecationLinks(response?.headers.link ?? '');
    if (!links.ok) return [{ verdict: 'fail', message: violates(LINK, links.reason) }];
    return links.value.length > 0
      ? [{ verdict: 'pass', message: `deprecation policy at ${links.value.join(', ')}` }]
      : [{ verdict: 'fail', message: violates(LINK, `Link "${response?.headers.link ?? ''}" mentions deprecation but yields no rel="deprecation" link`) }];
  },
};
