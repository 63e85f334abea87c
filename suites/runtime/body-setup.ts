import type { ReferencePool } from './payloads.js';
import { allowAnyDomain, referencePool } from './fixtures.js';
import type { ScenarioContext } from './scenario-context.js';
import { bodySchemaOf, type BodyOperation } from './targets.js';
import type { RequestSchemaName } from '../../specs/schemas/index.js';
import { profileOf } from '../../specs/operation-profiles/index.js';

/**
 * What a check that sends generated bodies needs first: the body's schema, the references the
 * fixtures hold, and — when the profile says people are added — a project open to any e-mail
 * domain, so that a refusal is about the body and not about the domain.
 */
export async function bodySetup(ctx: ScenarioContext, operation: BodyOperation): Promise<{ schema: RequestSchemaName; pool: ReferencePool }> {
  const pool = await referencePool(ctx);
  if (profileOf(operation).needsAnyInviteDomain) await allowAnyDomain(ctx, ctx.config.projectId);
  return { schema: bodySchemaOf(operation), pool };
}
