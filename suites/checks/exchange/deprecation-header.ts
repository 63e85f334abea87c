import { parseDeprecation } from '../../../engine/deprecation/deprecation-header.js';
import type { ExchangeCheck } from '../../runtime/check-types.js';
import type { ExchangeFinding } from '../../../engine/finding.js';
import { memoByText } from '../../../engine/memo-by-text.js';
import { violates } from '../../../engine/message.js';

/** DEPRECATION.HEADER — when sent, `Deprecation` is an RFC 9651 Date: `@<epoch seconds>` (RFC 9745 §2.1). */
export const deprecationHeader: ExchangeCheck = {
  kind: 'exchange',
  id: 'deprecation-header',
  requirement: 'DEPRECATION.HEADER',
  title: 'Deprecation header is an RFC 9745 date',
  appliesTo: (exchange) => exchange.response?.headers.deprecation !== undefined,
  run: ({ response }) => findingsOf(response?.headers.deprecation ?? ''),
};

/** What a Deprecation value shows, worked out once per value: a server sends the same one on every answer. */
const findingsOf = memoByText((value: string): ExchangeFinding[] => {
  const parsed = parseDeprecation(value);
  return parsed.ok
    ? [{ verdict: 'pass', message: `deprecated since ${parsed.value.toISOString()}` }]
    : [{ verdict: 'fail', message: violates({ id: 'DEPRECATION.HEADER', source: 'RFC 9745 §2.1' }, `Deprecation: ${parsed.reason}`) }];
});
