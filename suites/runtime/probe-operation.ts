import type { Exchange } from '../../engine/exchange.js';
import type { Caller } from '../../engine/http/client.js';
import type { SpecifiedOperationKey } from '../../specs/operations.js';
import { addTemporaryPerson, allowAnyDomain, okBody, removePerson, uniqueEmail } from './fixtures.js';
import { type ScenarioContext } from './scenario-context.js';
import { personIdOf } from '../../specs/person-id.js';

/**
 * Sends the harmless form of an operation as `caller` — a read (PATCH {}), an add of a throwaway
 * person, the delete of a person added for the purpose — and cleans up with the admin token whatever
 * the answer. Used to see whether a caller who should be refused is served.
 */
export async function probeAs(ctx: ScenarioContext, operation: SpecifiedOperationKey, caller: Caller, purpose: string): Promise<Exchange> {
  const { projectId, timesheetId } = ctx.config;
  if (operation === 'PATCH /projects/{projectId}') return ctx.send({ operation, params: { projectId }, body: {}, caller, purpose });
  if (operation === 'PATCH /timesheets/{timesheetId}') return ctx.send({ operation, params: { timesheetId }, body: {}, caller, purpose });
  await allowAnyDomain(ctx, projectId);
  if (operation === 'POST /projects/{projectId}/people') {
    const exchange = await ctx.send({ operation, params: { projectId }, body: { permission: 'member', email: uniqueEmail(ctx) }, caller, purpose });
    const personId = personIdOf(okBody(exchange));
    if (personId) await removePerson(ctx, projectId, personId, 'remove the person a refused caller could add');
    return exchange;
  }
  const { personId } = await addTemporaryPerson(ctx, projectId, 'add a person for the delete probe');
  const exchange = await ctx.send({ operation, params: { projectId, personId: personId ?? 'pmc-missing-person' }, caller, purpose });
  if (personId) await removePerson(ctx, projectId, personId, 'remove the person of the delete probe');
  return exchange;
}
