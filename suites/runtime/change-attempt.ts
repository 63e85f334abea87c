import type { Exchange } from '../../engine/exchange.js';
import type { Caller } from '../../engine/http/client.js';
import type { SpecifiedOperationKey } from '../../specs/operations.js';
import { addPerson, allowAnyDomain, okBody, removePerson, uniqueEmail } from './fixtures.js';
import { freeTextField } from './free-text.js';
import { emailOnProject, stillOnProject, type PeopleEffect } from './people-effects.js';
import { changedFields, describeChanges } from './read-back.js';
import { type ScenarioContext } from './scenario-context.js';
import { personIdOf } from '../../specs/person-id.js';
import { profileOf, throwawayPerson, unreachable } from '../../specs/operation-profiles/index.js';
import { readDocument } from './read-document.js';
import { bodySchemaOf, fixtureParams, type BodyOperation } from './targets.js';
import { accepted } from './statuses.js';

/** What the admin saw afterwards: changed, unchanged, or undefined when it cannot be told. */
export interface Effect {
  readonly changed?: boolean;
  readonly exchange?: Exchange;
  readonly detail: string;
}

/** A change a caller attempted, and its effect. */
export interface ChangeAttempt {
  readonly exchange: Exchange;
  readonly served: boolean;
  readonly effect: Effect;
}

/** A people effect as a change: `changedWhen` is the state that means the attempt did something. */
const asChange = (effect: PeopleEffect, changedWhen: PeopleEffect['state']): Effect => ({
  ...effect,
  ...(effect.state === 'unknown' ? {} : { changed: effect.state === changedWhen }),
});

/** A PATCH of one free-text field, read back by the admin (as the run reads); the restore after the unit puts it back. */
async function attemptUpdate(ctx: ScenarioContext, operation: BodyOperation, caller: Caller, purpose: string): Promise<ChangeAttempt> {
  const params = fixtureParams(operation, ctx.config);
  const before = okBody(await readDocument(ctx, operation, 'read before the attempt'));
  const field = freeTextField(bodySchemaOf(operation)) ?? 'customId';
  const probe = `pmc-change-probe-${(ctx.seedFor(purpose) >>> 0).toString(36)}`;
  const exchange = await ctx.send({ operation, params, body: { [field]: probe }, caller, purpose });
  const readBack = await readDocument(ctx, operation, 'read back after the attempt');
  const after = okBody(readBack);
  if (!before || !after)
    return { exchange, served: accepted(exchange), effect: { exchange: readBack, detail: 'the admin could not read it before and after' } };
  // Only the field the attempt sent: others may change meanwhile on a living server. A change is left
  // for the restore after the unit to put back: the failure is re-checked on the spot by this read again.
  const changed = changedFields(before, after, [field]);
  const effect: Effect =
    changed.length > 0
      ? { changed: true, exchange: readBack, detail: `a read-back then showed ${describeChanges(changed, before, after)}` }
      : { changed: false, exchange: readBack, detail: 'a read-back showed no change' };
  return { exchange, served: accepted(exchange), effect };
}

/**
 * An add: a refusal is judged by the admin adding the same e-mail; a record in the answer is checked
 * the same way before it is removed (a server may answer a record it did not keep), and stands as the
 * change seen when that cannot tell.
 */
async function attemptAdd(ctx: ScenarioContext, operation: SpecifiedOperationKey, caller: Caller, purpose: string): Promise<ChangeAttempt> {
  const { projectId } = ctx.config;
  const email = uniqueEmail(ctx);
  const exchange = await ctx.send({ operation, params: fixtureParams(operation, ctx.config), body: throwawayPerson(email), caller, purpose });
  const personId = personIdOf(okBody(exchange));
  const seen = await emailOnProject(ctx, projectId, email);
  if (personId) await removePerson(ctx, projectId, personId, 'remove the person the caller added');
  if (!personId) return { exchange, served: accepted(exchange), effect: asChange(seen, 'present') };
  const effect: Effect =
    seen.state === 'absent'
      ? { changed: false, exchange: seen.exchange, detail: `the answer carried a record, but ${seen.detail}: nobody had been added` }
      : {
          changed: true,
          exchange: seen.state === 'present' ? (seen.exchange ?? exchange) : exchange,
          detail: `the answer is the record of the person added${seen.state === 'present' ? `, and ${seen.detail}` : ''}`,
        };
  return { exchange, served: true, effect };
}

/** A DELETE of a person added for the purpose; whether they are gone is asked as people-effects.ts says. */
async function attemptDelete(ctx: ScenarioContext, operation: SpecifiedOperationKey, caller: Caller, purpose: string): Promise<ChangeAttempt | undefined> {
  const { projectId } = ctx.config;
  const email = uniqueEmail(ctx);
  const added = okBody(await addPerson(ctx, projectId, throwawayPerson(email), 'add a person for the delete attempt'));
  const personId = personIdOf(added);
  if (!personId) return undefined;
  const exchange = await ctx.send({ operation, params: fixtureParams(operation, ctx.config, personId), caller, purpose });
  // For a DELETE the change is the person gone.
  const effect = await stillOnProject(ctx, projectId, personId, { email, recordId: added?._id });
  return { exchange, served: accepted(exchange), effect: asChange(effect, 'absent') };
}

/**
 * The change form of an operation sent as `caller`: a PATCH of a free-text field, the add of a
 * throwaway person, the delete of a person added for the purpose, each judged by the admin afterwards.
 * Which form is sent is the operation profile's kind of write. Undefined when no person could be added to delete.
 */
export async function attemptChange(
  ctx: ScenarioContext,
  operation: SpecifiedOperationKey,
  caller: Caller,
  purpose: string,
): Promise<ChangeAttempt | undefined> {
  const profile = profileOf(operation);
  if (profile.needsAnyInviteDomain) await allowAnyDomain(ctx, ctx.config.projectId);
  switch (profile.kind) {
    case 'update':
      return attemptUpdate(ctx, profile.key, caller, purpose);
    case 'add-person':
      return attemptAdd(ctx, profile.key, caller, purpose);
    case 'remove-person':
      return attemptDelete(ctx, profile.key, caller, purpose);
    default:
      return unreachable(profile);
  }
}
