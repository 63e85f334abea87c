import type { ExchangeCheck } from '../../runtime/check-types.js';
import { excerpt } from '../../../engine/excerpt.js';
import { findLeak } from './leak-patterns.js';
import { violates } from '../../../engine/message.js';

/** ERROR.LEAK — a 4xx or 5xx body carries no stack trace, server file path, SQL or debug page (the suite's policy). */
export const errorBodyLeak: ExchangeCheck = {
  kind: 'exchange',
  id: 'error-body-leak',
  requirement: 'ERROR.LEAK',
  title: 'Error bodies leak no stack trace, file path, SQL or debug page',
  appliesTo: (exchange) => exchange.response !== undefined && exchange.response.status >= 400 && exchange.response.bodyText.length > 0,
  run: ({ response }) => {
    const leak = response ? findLeak(response.bodyText, response.json) : undefined;
    if (!leak) return [{ verdict: 'pass', message: 'the error body leaks nothing of the server' }];
    return [{ verdict: 'warn', message: violates('ERROR.LEAK', `a ${response?.status ?? ''} body carrying a ${leak.kind}: "${excerpt(leak.line)}"`) }];
  },
};
