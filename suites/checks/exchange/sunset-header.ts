import { parseDeprecation } from '../../../engine/deprecation/deprecation-header.js';
import { parseHttpDate } from '../../../engine/deprecation/http-date.js';
import type { ExchangeCheck } from '../../runtime/check-types.js';
import type { ExchangeFinding } from '../../../engine/finding.js';
import { memoByText } from '../../../engine/memo-by-text.js';
import { violates } from '../../../engine/message.js';

/**
 * DEPRECATION.SUNSET — when sent, `Sunset` is an HTTP-date (RFC 8594 §3) and not earlier than the
 * Deprecation date (RFC 9745 §3: the sunset date should not be earlier than the deprecation date).
 */
export const sunsetHeader: ExchangeCheck = {
  kind: 'exchange',
  id: 'sunset-header',
  requirement: 'DEPRECATION.SUNSET',
  title: 'Sunset header is an HTTP-date not before Deprecation',
  appliesTo: (exchange) => exchange.response?.headers.sunset !== undefined,
  // Worked out once per pair of values: a server sends the same ones on every answer ("\n" joins no header value).
  run: ({ response }) => findingsOf(`${response?.headers.sunset ?? ''}\n${response?.headers.deprecation ?? ''}`),
};

const findingsOf = memoByText((values: string): ExchangeFinding[] => {
  const [sunsetValue = '', deprecationValue = ''] = values.split('\n');
  const sunset = parseHttpDate(sunsetValue);
  if (!sunset.ok) return [{ verdict: 'fail', message: violates({ id: 'DEPRECATION.SUNSET', source: 'RFC 8594 §3' }, `Sunset: ${sunset.reason}`) }];
  const deprecation = parseDeprecation(deprecationValue);
  if (deprecation.ok && sunset.value < deprecation.value) {
    return [
      {
        verdict: 'fail',
        message: violates(
          { id: 'DEPRECATION.SUNSET', source: 'RFC 9745 §3' },
          `Sunset ${sunset.value.toISOString()} earlier than Deprecation ${deprecation.value.toISOString()}`,
        ),
      },
    ];
  }
  return [{ verdict: 'pass', message: `sunset on ${sunset.value.toISOString()}` }];
});
