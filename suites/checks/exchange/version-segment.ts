import type { ExchangeCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';
import { pathnameOf } from '../../../engine/pathname-of.js';

/**
 * VERSION.V1 — "The base address {base_url} carries a version path segment, v1." A base URL without
 * it is more likely a configuration slip than a server fault: a warning.
 */
export const versionSegment: ExchangeCheck = {
  kind: 'exchange',
  id: 'version-segment',
  requirement: 'VERSION.V1',
  title: 'Requests go through a v1 path segment',
  appliesTo: () => true,
  run: ({ request }) =>
    pathnameOf(request.url).split('/').includes('v1')
      ? [{ verdict: 'pass', message: 'the path carries the v1 segment' }]
      : [{ verdict: 'warn', message: violates('VERSION.V1', `a request to ${new URL(request.url).pathname} without a v1 segment`) }],
};
