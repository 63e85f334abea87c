import type { Exchange, RecordedResponse } from '../../../engine/exchange.js';
import { isSpecified, SPECIFIED_OPERATIONS, type SpecifiedOperation } from '../../../specs/operations.js';

/** The specified operation an exchange exercised, if it is one of the four. */
export function specifiedOperation(exchange: Exchange): SpecifiedOperation | undefined {
  const key = exchange.request.operation;
  return isSpecified(key) ? BY_KEY.get(key) : undefined;
}

/** The specified operations by key: several checks ask for every exchange. */
const BY_KEY: ReadonlyMap<string, SpecifiedOperation> = new Map(Object.values(SPECIFIED_OPERATIONS).map((op) => [op.key, op]));

export function hasBody(response: RecordedResponse): boolean {
  return response.bodyText.length > 0;
}
