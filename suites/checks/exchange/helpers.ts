import type { Exchange, RecordedResponse } from '../../../engine/exchange.js';
import { isSpecified, SPECIFIED_OPERATIONS, type SpecifiedOperation } from '../../../specs/operations.js';

/** The specified operation an exchange exercised, if it is one of the four. */
export function specifiedOperation(exchange: Exchange): SpecifiedOperation | undefined {
  const key = exchange.request.operation;
  return isSpecified(key) ? Object.values(SPECIFIED_OPERATIONS).find((op) => op.key === key) : undefined;
}

export function hasBody(response: RecordedResponse): boolean {
  return response.bodyText.length > 0;
}
