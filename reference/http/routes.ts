import { matchOperation, type OperationMatch } from '../../specs/operation-match.js';

/** The version path segment every operation follows (VERSION.V1). */
export const BASE_PATH = '/v1';

export type RouteMatch = OperationMatch;

/** The operation a request names, with its decoded path parameters; undefined for any other path. */
export function matchRoute(method: string, pathname: string): RouteMatch | undefined {
  if (!pathname.startsWith(`${BASE_PATH}/`)) return undefined;
  return matchOperation(method, pathname.slice(BASE_PATH.length));
}
