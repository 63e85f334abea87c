import type { ExchangeCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';

/**
 * LIMITS.RESPONSE_TIME — with --max-response-time, an answer slower than the bound is a warning (the
 * suite's policy: the spec states no response time). Without the option it judges nothing. Waiting out
 * a 429 is not the answer's time: the exchange's own duration is.
 */
export const responseTime: ExchangeCheck = {
  kind: 'exchange',
  id: 'response-time',
  requirement: 'LIMITS.RESPONSE_TIME',
  title: 'Answers within --max-response-time',
  appliesTo: (exchange) => exchange.response !== undefined,
  run: ({ durationMs }, { maxResponseTimeMs }) => {
    if (maxResponseTimeMs === undefined) return [];
    if (durationMs <= maxResponseTimeMs) return [{ verdict: 'pass', message: `answered within ${maxResponseTimeMs} ms` }];
    return [
      {
        verdict: 'warn',
        message: violates('LIMITS.RESPONSE_TIME', `an answer after ${Math.round(durationMs)} ms, slower than --max-response-time ${maxResponseTimeMs} ms`),
      },
    ];
  },
};
