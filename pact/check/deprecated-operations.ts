import type { Finding } from '../../engine/finding.js';
import type { OperationKey } from '../../specs/operations.js';
import { violates } from '../../engine/message.js';

export const DEPRECATED_CHECK = 'pact-deprecated-operation';

/** GEN.DEPRECATED — every operation is deprecated: one warning per operation the pact relies on. */
export function deprecationFindings(operations: ReadonlyMap<OperationKey, number>): Finding[] {
  return [...operations].map(([operation, count]) => ({
    check: DEPRECATED_CHECK,
    requirement: 'GEN.DEPRECATED',
    operation,
    verdict: 'warn',
    message: violates('GEN.DEPRECATED', `${count} interaction${count === 1 ? '' : 's'} relying on ${operation}, a deprecated operation`),
  }));
}
