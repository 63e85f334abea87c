import { profileOf, unreachable } from '../../../specs/operation-profiles/index.js';
import type { BodyOperation } from '../../runtime/targets.js';
import { bodySchemaOf, fixtureParams } from '../../runtime/targets.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { addTemporaryPerson, allowAnyDomain, okBody, removePerson } from '../../runtime/fixtures.js';
import { freeTextField } from '../../runtime/free-text.js';
import { stillOnProject } from '../../runtime/people-effects.js';
import { readDocument } from '../../runtime/read-document.js';
import { changedFields, describeChanges } from '../../runtime/read-back.js';
import { accepted, statusOf } from '../../runtime/statuses.js';
import { violates } from '../../../engine/message.js';

/** The same DELETE twice: the second status observed (a 5xx fails), the person absent afterwards (RFC 9110 §9.2.2). */
async function repeatDelete(ctx: ScenarioContext): Promise<void> {
  const { projectId } = ctx.config;
  await allowAnyDomain(ctx, projectId);
  const { personId } = await addTemporaryPerson(ctx, projectId, 'add a person to delete twice');
  if (!personId) return ctx.skip('a person could not be added to delete twice');
  const first = await removePerson(ctx, projectId, personId, 'delete the person');
  if (!accepted(first)) return ctx.skip(`the first DELETE of a person just added was answered ${statusOf(first)}: nothing to repeat`);
  const second = await removePerson(ctx, projectId, personId, 'the same DELETE again');
  ctx.report({ verdict: 'observe', message: `a DELETE repeated is answered ${statusOf(second)} (the first ${statusOf(first)})` });
  if (second.response && second.response.status >= 500)
    ctx.report({
      verdict: 'fail',
      requirement: 'SERVER.NO_5XX',
      exchange: second,
      message: violates({ id: 'SERVER.NO_5XX', source: 'RFC 9110 §15.6' }, `${statusOf(second)} for the same DELETE sent a second time`),
    });
  const after = await stillOnProject(ctx, projectId, personId);
  if (after.state === 'unknown')
    return ctx.report({ verdict: 'observe', message: `whether the person is absent after the repeat cannot be told: ${after.detail}` });
  ctx.report(
    after.state === 'present'
      ? {
          verdict: 'warn',
          ...(after.exchange ? { exchange: after.exchange } : {}),
          message: violates(
            { id: 'REQUEST.REPEATED_DELETE', source: 'RFC 9110 §9.2.2' },
            `${statusOf(first)} then ${statusOf(second)} for the same DELETE, and the person was still on the project: ${after.detail}`,
          ),
        }
      : { verdict: 'pass', message: `the person is absent after the same DELETE twice (${statusOf(first)}, then ${statusOf(second)})` },
  );
}

/** The same PATCH twice: whether the second answer shows the state the first left (observed), the field put back. */
async function repeatPatch(ctx: ScenarioContext, operation: BodyOperation): Promise<void> {
  const params = fixtureParams(operation, ctx.config);
  const before = okBody(await readDocument(ctx, operation, 'read before the repeated PATCH'));
  const field = freeTextField(bodySchemaOf(operation)) ?? 'customId';
  const body = { [field]: `pmc-repeat-${(ctx.seedFor('repeat') >>> 0).toString(36)}` };
  const first = okBody(await ctx.send({ operation, params, body, purpose: 'a PATCH' }));
  const second = okBody(await ctx.send({ operation, params, body, purpose: 'the same PATCH again' }));
  if (before && field in before) await ctx.send({ operation, params, body: { [field]: before[field] }, purpose: `put ${field} back` });
  if (!first || !second) return ctx.report({ verdict: 'observe', message: 'the same PATCH sent twice was not answered 200 both times: nothing to compare' });
  const differ = changedFields(first, second);
  ctx.report({
    verdict: 'observe',
    message:
      differ.length === 0
        ? 'the same PATCH sent twice leaves the same state (updatedAt aside)'
        : `the same PATCH sent twice answered differently: ${describeChanges(differ, first, second)}`,
  });
}

/**
 * REQUEST.REPEATED_DELETE — repeated requests judged by effect: a DELETE sent twice leaves the person
 * absent whatever the second status; the same PATCH twice is observed (PATCH has no duty of idempotence).
 */
export const repeatedRequests = defineScenarioCheck({
  id: 'repeated-requests',
  requirement: 'REQUEST.REPEATED_DELETE',
  title: 'A repeated DELETE leaves the person absent; a repeated PATCH is observed',
  group: 'people',
  appliesTo: { kinds: ['update', 'remove-person'] },
  run: (ctx, operation) => {
    const profile = profileOf(operation);
    switch (profile.kind) {
      case 'remove-person':
        return repeatDelete(ctx);
      case 'update':
        return repeatPatch(ctx, profile.key);
      default:
        return unreachable(profile);
    }
  },
});
