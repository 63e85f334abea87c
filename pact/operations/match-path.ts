import { DEPRECATED_OPERATIONS, parseOperationKey, type OperationKey } from '../../specs/operations.js';

/** "The base address {base_url} carries a version path segment, v1" (VERSION.V1): pacts may or may not show it. */
const VERSION_SEGMENT = 'v1';

export interface MatchedOperation {
  readonly operation: OperationKey;
  /** Path parameter values by name ({ projectId: '…' }). */
  readonly params: Readonly<Record<string, string>>;
}

const ROUTES = DEPRECATED_OPERATIONS.map((operation) => {
  const { method, path } = parseOperationKey(operation);
  return { operation, method, segments: path.split('/').slice(1) };
});

/** The segments of a concrete path, without the query and without a leading version segment. */
function pathSegments(path: string): string[] {
  const segments = (path.split('?')[0] ?? '').split('/').filter((segment) => segment !== '');
  return segments[0] === VERSION_SEGMENT ? segments.slice(1) : segments;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // malformed %-encoding: kept as written
  }
}

function paramsOf(template: readonly string[], actual: readonly string[]): Record<string, string> | undefined {
  if (template.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of template.entries()) {
    const value = actual[index] as string;
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name) params[name] = decoded(value);
    else if (part !== value) return undefined;
  }
  return params;
}

/**
 * The operation of the spec's Versioning table (the 32) a method and concrete path address, with
 * or without the /v1 prefix; undefined when none does.
 */
export function matchOperation(method: string, path: string): MatchedOperation | undefined {
  const actual = pathSegments(path);
  for (const route of ROUTES) {
    if (route.method !== method.toUpperCase()) continue;
    const params = paramsOf(route.segments, actual);
    if (params) return { operation: route.operation, params };
  }
  return undefined;
}
