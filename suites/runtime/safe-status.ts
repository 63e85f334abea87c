import type { ScenarioContext } from './scenario-context.js';
import { LOCKING, STATE_FIELDS, withheldStatus, type StateOperation } from './status-graph.js';

/** Whether this context may send `body` as far as statuses go (the one rule, status-graph.ts `withheldStatus`). */
export function statusWithheld(ctx: ScenarioContext, operation: string, body: unknown, params?: Readonly<Record<string, string>>) {
  return withheldStatus(ctx.statusGraph, ctx.settings.allowIrreversible ?? false, operation, body, params);
}

/**
 * A generated body, with a status that may lock the document (approved) replaced by one that does not
 * (the first that is neither locking nor the request default), unless the rule lets the run send it.
 * Said in the report once per run and check, under the transitions requirement.
 */
export function withoutLockingStatus<T>(ctx: ScenarioContext, operation: StateOperation, payload: T): T {
  const withheld = statusWithheld(ctx, operation, payload);
  if (!withheld) return payload;
  const { field, values, requirement } = STATE_FIELDS[operation];
  const locking = LOCKING[operation];
  const instead = values.find((candidate, index) => index > 0 && !locking.includes(candidate)) ?? values[0];
  ctx.report({ verdict: 'observe', requirement, message: `${withheld.reason}; generated bodies carry ${field} ${instead} instead` });
  return { ...(payload as object), [field]: instead } as T;
}
