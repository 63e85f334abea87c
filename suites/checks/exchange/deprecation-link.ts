import { deprecationLinks, mentionsDeprecation } from '../../../engine/deprecation/link-header.js';
import type { ExchangeCheck } from '../../runtime/check-types.js';
import { received } from './helpers.js';

/** DEPRECATION.LINK — a Link with rel="deprecation" is a valid RFC 8288 link (RFC 9745 §4). */
export const deprecationLink: ExchangeCheck = {
  kind: 'exchange',
  id: 'deprecation-link',
  requirement: 'DEPRECATION.LINK',
  title: 'Link rel="deprecation" is well formed',
  appliesTo: (exchange) => mentionsDeprecation(exchange.response?.headers.link ?? ''),
  run: ({ response }) => {
    const links = deprecationLinks(response?.headers.link ?? '');
    if (!links.ok) return [{ verdict: 'fail', message: received(links.reason, 'RFC 9745 §4: Link: <URI>; rel="deprecation".') }];
    return links.value.length > 0
      ? [{ verdict: 'pass', message: `deprecation policy at ${links.value.join(', ')}` }]
      : [{ verdict: 'fail', message: received(`Link "${response?.headers.link ?? ''}" mentions deprecation but yields no rel="deprecation" link`, 'RFC 9745 §4: Link: <URI>; rel="deprecation".') }];
  },
};
