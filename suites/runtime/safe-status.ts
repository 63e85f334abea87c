import type { ScenarioContext } from './scenario-context.js';
import { LOCKING, notEnteredReason, STATE_FIELDS, type StateOperation } from './status-graph.js';

/**
 * A generated body, with a status that may lock the document (approved) replaced by one that does not
 * (the first that is neither locking nor the request default), unless the run may send it
 * (StatusGraph.mayEnter). Said in the report once per run and check, under the transitions requirement.
 */
export function withoutLockingStatus<T>(ctx: ScenarioContext, operation: StateOperation, payload: T): T {
  const locking = LOCKING[operation];
  if (locking.length === 0 || typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
  const { field, values, requirement } = STATE_FIELDS[operation];
  const value = (payload as Record<string, unknown>)[field];
  if (typeof value !== 'string' || ctx.statusGraph.mayEnter(operation, value, ctx.settings.allowIrreversible ?? false)) return payload;
  const instead = values.find((candidate, index) => index > 0 && !locking.includes(candidate)) ?? values[0];
  ctx.report({ verdict: 'observe', requirement, message: `${notEnteredReason(operation, value)}; generated bodies carry ${field} ${instead} instead` });
  return { ...payload, [field]: instead };
}
