import { addTemporaryPerson, allowAnyDomain, okBody, removePerson } from '../../runtime/fixtures.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';

/**
 * PERSON.INVITE_PENDING — a person new to the organisation: whether the record shows a pending
 * invitation is observed (the spec does not say every new person is invited); when invitePendingSince
 * is present, response-schema checks it is an integer.
 */
export const pendingInvitation = defineScenarioCheck({
  id: 'pending-invitation',
  requirement: 'PERSON.INVITE_PENDING',
  title: 'Observe pending invitations of new people',
  group: 'people',
  appliesTo: { kinds: ['add-person'] },
  run: async (ctx) => {
    await allowAnyDomain(ctx, ctx.config.projectId);
    const { exchange, personId } = await addTemporaryPerson(ctx, ctx.config.projectId, 'add a person new to the organisation');
    if (!personId) return ctx.skip('a new person could not be added');
    const since = okBody(exchange)?.invitePendingSince;
    ctx.report({
      verdict: 'observe',
      message:
        since === undefined
          ? 'a person new to the organisation has no invitePendingSince'
          : `a person new to the organisation has a pending invitation (invitePendingSince of type ${typeof since})`,
    });
    await removePerson(ctx, ctx.config.projectId, personId, 'remove the invited person');
  },
});
