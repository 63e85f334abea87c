import { fieldsWithFormat } from '../../../specs/annotations.js';
import type { ExchangeCheck, Outcome } from '../types.js';
import { received, specifiedOperation } from './helpers.js';

/** Exactly what Date.prototype.toISOString produces (years 0000–9999). */
const TO_ISO_STRING = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** PROJECT.DATES.ISO_STRING (SHOULD) — date-times "as produced by a standard ISO string conversion". */
export const isoStringDates: ExchangeCheck = {
  kind: 'exchange',
  id: 'iso-string-dates',
  requirement: 'PROJECT.DATES.ISO_STRING',
  title: 'Date-times are in the toISOString form',
  appliesTo: (exchange) => {
    const op = specifiedOperation(exchange);
    return exchange.response?.status === 200 && op?.response !== undefined && typeof exchange.response.json === 'object';
  },
  run: (exchange) => {
    const op = specifiedOperation(exchange);
    if (op?.response === undefined) return [];
    const body = exchange.response?.json as Record<string, unknown>;
    const outcomes: Outcome[] = [];
    for (const field of fieldsWithFormat(op.response, 'date-time')) {
      const value = body[field];
      if (typeof value !== 'string' || TO_ISO_STRING.test(value)) continue;
      outcomes.push({ verdict: 'warn', message: received(`${field} "${value}"`, 'date-time = string in ISO 8601 form, as produced by a standard ISO string conversion (YYYY-MM-DDTHH:mm:ss.sssZ).') });
    }
    return outcomes.length > 0 ? outcomes : [{ verdict: 'pass', message: 'date-times in toISOString form' }];
  },
};
