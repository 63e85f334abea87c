import { matchOperation, type OperationMatch } from '../../specs/operation-match.js';

/** "The base address {base_url} carries a version path segment, v1" (VERSION.V1): pacts may or may not show it. */
const VERSION_SEGMENT = 'v1';

export type MatchedOperation = OperationMatch;

/** The operation a pact's method and path address, with or without the /v1 prefix; undefined when none does. */
export function matchPactOperation(method: string, path: string): MatchedOperation | undefined {
  const segments = (path.split('?')[0] ?? '').split('/').filter((segment) => segment !== '');
  return matchOperation(method, `/${(segments[0] === VERSION_SEGMENT ? segments.slice(1) : segments).join('/')}`);
}
