import type { Exchange } from '../../engine/exchange.js';
import type { Caller } from '../../engine/http/client.js';
import { profileOf } from '../../specs/operation-profiles/index.js';
import type { SpecifiedOperationKey } from '../../specs/operations.js';
import type { ScenarioContext } from './scenario-context.js';
import { fixtureParams } from './targets.js';

/**
 * Reads the fixture document an operation changes, as its profile says (PATCH {}: it changes nothing
 * and answers the document). Undefined when the operation has no read: a person's record is the answer.
 */
export function readDocument(ctx: ScenarioContext, operation: SpecifiedOperationKey, purpose: string, caller: Caller = 'admin'): Promise<Exchange> | undefined {
  const { readBack } = profileOf(operation);
  if (!readBack) return undefined;
  return ctx.send({ operation: readBack.operation, params: fixtureParams(operation, ctx.config), body: { ...readBack.body }, caller, purpose });
}
