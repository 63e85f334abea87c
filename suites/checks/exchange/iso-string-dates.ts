import { matchesFormat } from '../../../specs/ajv.js';
import { fieldsWithFormat } from '../../../specs/annotations.js';
import type { ExchangeCheck } from '../../runtime/check-types.js';
import type { ExchangeFinding } from '../../../engine/finding.js';
import { specifiedOperation } from './helpers.js';
import { violates } from '../../../engine/message.js';

/** Exactly what Date.prototype.toISOString produces (years 0000–9999). */
const TO_ISO_STRING = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** RFC 3339 date-time (ajv-formats): the profile of ISO 8601 with seconds and an offset. */
const isRfc3339 = (value: unknown) => matchesFormat('date-time', value);

/**
 * PROJECT.DATES.ISO_STRING (SHOULD) — date-times "as produced by a standard ISO string conversion".
 * Any ISO 8601 form conforms (PROJECT.DATES, judged by the response schema); not RFC 3339, or not
 * the exact toISOString form, is a warning: the spec names no single conversion.
 */
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
    const findings: ExchangeFinding[] = [];
    for (const field of fieldsWithFormat(op.response, 'date-time')) {
      const value = body[field];
      if (typeof value !== 'string' || TO_ISO_STRING.test(value)) continue;
      const form = isRfc3339(value)
        ? 'an RFC 3339 date-time, not in the toISOString form (YYYY-MM-DDTHH:mm:ss.sssZ)'
        : 'not an RFC 3339 date-time (seconds and an offset or Z)';
      findings.push({ verdict: 'warn', message: violates('PROJECT.DATES.ISO_STRING', `${field} "${value}", ${form}`) });
    }
    return findings.length > 0 ? findings : [{ verdict: 'pass', message: 'date-times in toISOString form' }];
  },
};
