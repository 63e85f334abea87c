import { ToolError } from './tool-error.js';
import { DEPRECATED_OPERATIONS, type OperationKey } from '../specs/operations.js';

/** "delete  /orgs/roles/{roleId}" → "DELETE /orgs/roles/{roleId}": spacing and the method's case do not matter. */
function normalize(text: string): string {
  const [method = '', ...rest] = text.trim().split(/\s+/);
  return [method.toUpperCase(), ...rest].join(' ');
}

/**
 * Operations named on the command line (`flag`, e.g. --expect-removed), written as in the spec's
 * Versioning table ("DELETE /orgs/roles/{roleId}"), without repeats. An operation the table does
 * not list is a usage error (exit 2) naming the flag.
 */
export function parseOperationNames(values: readonly string[], flag: string): OperationKey[] {
  return [
    ...new Set(
      values.map((value) => {
        const key = normalize(value);
        if (!(DEPRECATED_OPERATIONS as readonly string[]).includes(key)) {
          throw new ToolError(
            `${flag}: "${value}" is not an operation of the spec's Versioning table (write it as "METHOD /path", e.g. "DELETE /orgs/roles/{roleId}")`,
          );
        }
        return key as OperationKey;
      }),
    ),
  ];
}
