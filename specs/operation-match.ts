import { DEPRECATED_OPERATIONS, parseOperationKey, type OperationKey } from './operations.js';

/** An operation of the Versioning table and the decoded values of its path parameters. */
export interface OperationMatch {
  readonly operation: OperationKey;
  readonly params: Readonly<Record<string, string>>;
}

const ROUTES = DEPRECATED_OPERATIONS.map((operation) => {
  const { method, path } = parseOperationKey(operation);
  return { operation, method, segments: path.split('/').slice(1) };
});

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // malformed %-encoding: kept as written, so it is simply an unknown id
  }
}

function paramsOf(template: readonly string[], actual: readonly string[]): Record<string, string> | undefined {
  if (template.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of template.entries()) {
    const value = actual[index] as string;
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name === undefined ? part !== value : value === '') return undefined;
    if (name !== undefined) params[name] = decodeSegment(value);
  }
  return params;
}

/**
 * Which of the 32 operations a method and path (below {base_url}, e.g. "/projects/p1/people")
 * address; undefined for any other. Used by the reference server's router and by `pact check`.
 */
export function matchOperation(method: string, path: string): OperationMatch | undefined {
  const actual = path.split('/').slice(1);
  for (const route of ROUTES) {
    const params = route.method === method.toUpperCase() ? paramsOf(route.segments, actual) : undefined;
    if (params) return { operation: route.operation, params };
  }
  return undefined;
}
