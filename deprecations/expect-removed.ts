import { parseOperationNames } from '../engine/operation-names.js';
import type { OperationKey } from '../specs/operations.js';

/**
 * The operations named by --expect-removed, written as in the spec's Versioning table
 * ("DELETE /orgs/roles/{roleId}"). An operation the table does not list is a usage error (exit 2).
 */
export const parseExpectRemoved = (values: readonly string[]): OperationKey[] => parseOperationNames(values, '--expect-removed');
