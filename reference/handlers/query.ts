import { declaredQueryParameters, type OperationKey } from '../../specs/operations.js';
import { crash, refuse } from '../http/refusal.js';
import { hasFault, type World } from '../world.js';

/** Query parameters of a request that its operation does not declare ("Query: none" for PATCH /projects). */
export function undeclaredQuery(operation: OperationKey, query: URLSearchParams): string[] {
  const declared = declaredQueryParameters(operation);
  return [...new Set(query.keys())].filter((name) => !declared.includes(name));
}

/**
 * REQUEST.UNKNOWN_QUERY ("not shown"): the reference ignores undeclared query parameters; the
 * strict-query personality refuses them with 400; the fault crash-on-unknown-query answers 500.
 */
export function checkQuery(operation: OperationKey, query: URLSearchParams, world: World): void {
  const unknown = undeclaredQuery(operation, query);
  if (unknown.length === 0) return;
  if (hasFault(world, 'crash-on-unknown-query')) crash(`unexpected query parameter ${unknown.join(', ')}`);
  if (world.behaviour.refusesUnknownQuery)
    refuse('invalid', 'UNKNOWN_QUERY_PARAMETER', `${operation} takes no query parameter ${unknown.join(', ')}`, { unknown });
}

/** The fault unknown-query-dry-run: an undeclared query parameter turns an update into a dry run. */
export function isDryRun(operation: OperationKey, query: URLSearchParams, world: World): boolean {
  return hasFault(world, 'unknown-query-dry-run') && undeclaredQuery(operation, query).length > 0;
}
