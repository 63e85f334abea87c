import { isQuietable } from '../../specs/operation-profiles/index.js';
import type { OperationKey } from '../../specs/operations.js';

/** A query parameter no operation declares; its name says where it comes from. */
export const UNKNOWN_QUERY_PARAMETER = 'pmcUnknown';

/**
 * The query of a request carrying an undeclared parameter. Where the operation declares notify, it
 * stays false as on every other request of the suite: the probe must not e-mail anyone.
 */
export function queryWithUnknown(operation: OperationKey): Record<string, string> {
  const quiet: Record<string, string> = isQuietable(operation) ? { notify: 'false' } : {};
  return { ...quiet, [UNKNOWN_QUERY_PARAMETER]: '1' };
}
