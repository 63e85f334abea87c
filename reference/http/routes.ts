import { DEPRECATED_OPERATIONS, parseOperationKey, type OperationKey } from '../../specs/operations.js';

/** The version path segment every operation follows (VERSION.V1). */
export const BASE_PATH = '/v1';

export interface RouteMatch {
  readonly operation: OperationKey;
  readonly params: Readonly<Record<string, string>>;
}

/** The route table: the 32 operations of the spec's Versioning table, nothing else. */
const ROUTES = DEPRECATED_OPERATIONS.map((operation) => {
  const { method, path } = parseOperationKey(operation);
  return { operation, method, segments: path.split('/').slice(1) };
});

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // malformed %-encoding: kept as sent, so it is simply an unknown id
  }
}

function matchSegments(template: readonly string[], actual: readonly string[]): Record<string, string> | undefined {
  if (template.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of template.entries()) {
    const value = actual[index] as string;
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name === undefined ? part !== value : value === '') return undefined;
    if (name !== undefined) params[name] = value;
  }
  return params;
}

/** The operation a request names, with its decoded path parameters; undefined for any other path. */
export function matchRoute(method: string, pathname: string): RouteMatch | undefined {
  if (!pathname.startsWith(`${BASE_PATH}/`)) return undefined;
  const segments = pathname.slice(BASE_PATH.length + 1).split('/').map(decodeSegment);
  for (const route of ROUTES) {
    const params = route.method === method ? matchSegments(route.segments, segments) : undefined;
    if (params) return { operation: route.operation, params };
  }
  return undefined;
}
