import type { Caller } from '../../engine/http/client.js';
import type { SpecifiedOperationKey } from '../../specs/operations.js';
import { profileOf, throwawayPerson, unreachable } from '../../specs/operation-profiles/index.js';
import { personIdOf } from '../../specs/person-id.js';
import type { ChangeAttempt, Effect } from './change-attempt.js';
import { addTemporaryPerson, allowAnyDomain, okBody, removePerson, uniqueEmail } from './fixtures.js';
import { freeTextField } from './free-text.js';
import { emailOnProject, refusesDuplicates, stillOnProject } from './people-effects.js';
import { readDocument } from './read-document.js';
import type { ScenarioContext } from './scenario-context.js';
import { accepted } from './statuses.js';
import { bodySchemaOf, fixtureParams, type BodyOperation } from './targets.js';

/** One caller of a batch and how findings name it. */
export interface BatchCaller {
  readonly caller: Caller;
  readonly label: string;
}

/**
 * Many callers' PATCHes of one free-text field, each with a value of its own, between two reads by the
 * admin: a caller changed the field when the read after shows its value. Put back when changed.
 */
async function updateBatch(ctx: ScenarioContext, operation: BodyOperation, callers: readonly BatchCaller[]): Promise<(ChangeAttempt | undefined)[]> {
  const params = fixtureParams(operation, ctx.config);
  const before = okBody(await readDocument(ctx, operation, 'read before the attempts'));
  const field = freeTextField(bodySchemaOf(operation)) ?? 'customId';
  const sent: { exchange: ChangeAttempt['exchange']; probe: string }[] = [];
  for (const [index, { caller, label }] of callers.entries()) {
    const probe = `pmc-change-probe-${(ctx.seedFor(label) >>> 0).toString(36)}-${index}`;
    sent.push({ probe, exchange: await ctx.send({ operation, params, body: { [field]: probe }, caller, purpose: `change ${label}` }) });
  }
  const readBack = await readDocument(ctx, operation, 'read back after the attempts');
  const after = okBody(readBack);
  // A change is left for the restore after the unit to put back, as attemptUpdate does: a failure is
  // re-checked on the spot by this read again, which a put-back before it would answer differently.
  return sent.map(({ exchange, probe }) => {
    const effect: Effect =
      !before || !after
        ? { exchange: readBack, detail: 'the admin could not read it before and after' }
        : after[field] === probe
          ? { changed: true, exchange: readBack, detail: `a read-back then showed ${field}: ${JSON.stringify(probe)}, the value this attempt sent` }
          : { changed: false, exchange: readBack, detail: 'a read-back showed no change' };
    return { exchange, served: accepted(exchange), effect };
  });
}

/** Many callers' adds, each of an e-mail of its own; a refused add is then looked for by the admin. */
async function addBatch(ctx: ScenarioContext, operation: SpecifiedOperationKey, callers: readonly BatchCaller[]): Promise<(ChangeAttempt | undefined)[]> {
  const { projectId } = ctx.config;
  const params = fixtureParams(operation, ctx.config);
  let calibrated: boolean | undefined;
  const out: ChangeAttempt[] = [];
  for (const { caller, label } of callers) {
    const email = uniqueEmail(ctx);
    const exchange = await ctx.send({ operation, params, body: throwawayPerson(email), caller, purpose: `change ${label}` });
    const personId = personIdOf(okBody(exchange));
    if (personId) {
      await removePerson(ctx, projectId, personId, 'remove the person the caller added');
      out.push({ exchange, served: true, effect: { changed: true, detail: 'the answer is the record of the person added' } });
      continue;
    }
    calibrated ??= await refusesDuplicates(ctx, projectId);
    const effect = await emailOnProject(ctx, projectId, email, calibrated);
    out.push({ exchange, served: accepted(exchange), effect: effect.state === 'unknown' ? effect : { ...effect, changed: effect.state === 'present' } });
  }
  return out;
}

/**
 * Many callers' DELETEs of one person added for the purpose, then the admin's: the person gone after
 * attempts all refused is a change each of them may have made. When one was served, what the refused
 * ones did cannot be told.
 */
async function deleteBatch(ctx: ScenarioContext, operation: SpecifiedOperationKey, callers: readonly BatchCaller[]): Promise<(ChangeAttempt | undefined)[]> {
  const { projectId } = ctx.config;
  const { personId } = await addTemporaryPerson(ctx, projectId, 'add a person for the delete attempts');
  if (!personId) return callers.map(() => undefined);
  const exchanges = [];
  for (const { caller, label } of callers)
    exchanges.push(await ctx.send({ operation, params: fixtureParams(operation, ctx.config, personId), caller, purpose: `change ${label}` }));
  const anyServed = exchanges.some(accepted);
  const after = await stillOnProject(ctx, projectId, personId);
  return exchanges.map((exchange) => {
    const effect: Effect =
      after.state === 'unknown' || (anyServed && !accepted(exchange))
        ? {
            ...(after.exchange ? { exchange: after.exchange } : {}),
            detail: anyServed ? 'another attempt was served, so what this one did cannot be told' : after.detail,
          }
        : { ...(after.exchange ? { exchange: after.exchange } : {}), changed: after.state === 'absent', detail: after.detail };
    return { exchange, served: accepted(exchange), effect };
  });
}

/**
 * The change form of an operation sent once by each caller, judged by the admin with as few requests as
 * the kind of write allows (one read before and after all PATCHes, one person for all DELETEs). The
 * result is in the order of `callers`; undefined where no person could be added to delete.
 */
export async function attemptChanges(
  ctx: ScenarioContext,
  operation: SpecifiedOperationKey,
  callers: readonly BatchCaller[],
): Promise<(ChangeAttempt | undefined)[]> {
  const profile = profileOf(operation);
  if (profile.needsAnyInviteDomain) await allowAnyDomain(ctx, ctx.config.projectId);
  switch (profile.kind) {
    case 'update':
      return updateBatch(ctx, profile.key, callers);
    case 'add-person':
      return addBatch(ctx, profile.key, callers);
    case 'remove-person':
      return deleteBatch(ctx, profile.key, callers);
    default:
      return unreachable(profile);
  }
}
