import { SPECIFIED_OPERATIONS, type OperationKey } from '../../specs/operations.js';

/** Operations that take the notify parameter ("meant for bulk operations"): the suite sends notify=false. */
export function isQuietable(operation: OperationKey): boolean {
  const op = Object.values(SPECIFIED_OPERATIONS).find((candidate) => candidate.key === operation);
  return op !== undefined && 'query' in op;
}
