import { DEPRECATED_OPERATIONS, parseOperationKey, type OperationKey } from './operations.js';

/** An operation of the Versioning table and the decoded values of its path parameters. */
export interface OperationMatch {
  readonly operation: OperationKey;
  readonly params: Readonly<Record<string, string>>;
}

/** Each template segment is a literal or a parameter name, worked out once (the traffic command matches millions of lines). */
const ROUTES = DEPRECATED_OPERATIONS.map((operation) => {
  const { method, path } = parseOperationKey(operation);
  const segments = path
    .split('/')
    .slice(1)
    .map((part) => ({ literal: part, name: /^\{(\w+)\}$/.exec(part)?.[1] }));
  return { operation, method, segments };
});

// The routes of each method, in table order: a request is matched against its method's only.
const ROUTES_BY_METHOD = new Map<string, typeof ROUTES>();
for (const route of ROUTES) ROUTES_BY_METHOD.set(route.method, [...(ROUTES_BY_METHOD.get(route.method) ?? []), route]);

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // malformed %-encoding: kept as written, so it is simply an unknown id
  }
}

function paramsOf(template: readonly { literal: string; name: string | undefined }[], actual: readonly string[]): Record<string, string> | undefined {
  if (template.length !== actual.length) return undefined;
  for (let index = 0; index < template.length; index += 1) {
    const [part, value] = [template[index], actual[index]];
    if (part?.name === undefined ? part?.literal !== value : value === '') return undefined;
  }
  // Decoded only once the route is known to match.
  const params: Record<string, string> = {};
  for (const [index, part] of template.entries()) if (part.name !== undefined) params[part.name] = decodeSegment(actual[index] as string);
  return params;
}

/**
 * Which of the 32 operations a method and path (below {base_url}, e.g. "/projects/p1/people")
 * address; undefined for any other. Used by the reference server's router and by `pact check`.
 */
export function matchOperation(method: string, path: string): OperationMatch | undefined {
  const routes = ROUTES_BY_METHOD.get(method.toUpperCase());
  if (!routes) return undefined;
  const actual = path.split('/').slice(1);
  for (const route of routes) {
    const params = paramsOf(route.segments, actual);
    if (params) return { operation: route.operation, params };
  }
  return undefined;
}
