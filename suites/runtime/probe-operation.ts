import type { Exchange } from '../../engine/exchange.js';
import type { Caller } from '../../engine/http/client.js';
import { profileOf, unreachable } from '../../specs/operation-profiles/index.js';
import type { SpecifiedOperationKey } from '../../specs/operations.js';
import { addTemporaryPerson, allowAnyDomain, okBody, removePerson, uniqueEmail } from './fixtures.js';
import { type ScenarioContext } from './scenario-context.js';
import { fixtureParams } from './targets.js';
import { personIdOf } from '../../specs/person-id.js';

/** The delete of a person added for the purpose (removed again by the admin whatever the answer). */
async function probeRemove(ctx: ScenarioContext, operation: SpecifiedOperationKey, caller: Caller, purpose: string): Promise<Exchange> {
  const { projectId } = ctx.config;
  const { personId } = await addTemporaryPerson(ctx, projectId, 'add a person for the delete probe');
  const exchange = await ctx.send({ operation, params: fixtureParams(operation, ctx.config, personId ?? 'pmc-missing-person'), caller, purpose });
  if (personId) await removePerson(ctx, projectId, personId, 'remove the person of the delete probe');
  return exchange;
}

/**
 * Sends the harmless form of an operation (its profile's harmless body) as `caller` — a read
 * (PATCH {}), an add of a throwaway person, the delete of a person added for the purpose — and cleans
 * up with the admin token whatever the answer. Used to see whether a caller who should be refused is served.
 */
export async function probeAs(ctx: ScenarioContext, operation: SpecifiedOperationKey, caller: Caller, purpose: string): Promise<Exchange> {
  const profile = profileOf(operation);
  if (profile.needsAnyInviteDomain) await allowAnyDomain(ctx, ctx.config.projectId);
  const send = () => {
    const body = profile.harmlessBody?.(() => uniqueEmail(ctx));
    return ctx.send({ operation, params: fixtureParams(operation, ctx.config), ...(body ? { body } : {}), caller, purpose });
  };
  switch (profile.kind) {
    case 'update':
      return send();
    case 'add-person': {
      const exchange = await send();
      const personId = personIdOf(okBody(exchange));
      if (personId) await removePerson(ctx, ctx.config.projectId, personId, 'remove the person a refused caller could add');
      return exchange;
    }
    case 'remove-person':
      return probeRemove(ctx, operation, caller, purpose);
    default:
      return unreachable(profile);
  }
}
