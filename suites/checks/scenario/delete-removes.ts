import { deleteDistinguishesAbsence } from '../../runtime/delete-calibration.js';
import { addTemporaryPerson, allowAnyDomain, removePerson } from '../../runtime/fixtures.js';
import { accepted, statusOf } from '../../runtime/statuses.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';

/**
 * DELETE_PERSON.REMOVES — "Removes a person from a project." Judged by difference: on a server that
 * refuses to delete someone who is not on the project, a second DELETE must be refused too.
 */
export const deleteRemoves = defineScenarioCheck({
  id: 'delete-removes',
  requirement: 'DELETE_PERSON.REMOVES',
  title: 'A deleted person is gone',
  group: 'people',
  appliesTo: { kinds: ['remove-person'] },
  run: async (ctx) => {
    const projectId = ctx.config.projectId;
    await allowAnyDomain(ctx, projectId);
    const { personId } = await addTemporaryPerson(ctx, projectId, 'add a person to delete');
    if (!personId) return ctx.skip('a person could not be added to delete');
    const first = await removePerson(ctx, projectId, personId, 'delete the person');
    if (!accepted(first))
      return ctx.report({
        verdict: 'warn',
        requirement: 'VALIDATION.ACCEPT',
        exchange: first,
        message: violates(['DELETE_PERSON.REMOVES', 'DELETE_PERSON.RESPONSE'], `${statusOf(first)} deleting a person just added`),
      });
    if (!(await deleteDistinguishesAbsence(ctx, projectId, personId))) {
      return ctx.report({ verdict: 'observe', message: 'DELETE answers 200 for a person not on the project (idempotent): removal cannot be told apart' });
    }
    const second = await removePerson(ctx, projectId, personId, 'delete the same person again');
    ctx.report(
      accepted(second)
        ? {
            verdict: 'fail',
            exchange: second,
            message: violates(
              'DELETE_PERSON.REMOVES',
              `${statusOf(second)} for a second DELETE of the same person, while a person not on the project is refused: the first DELETE did not remove them`,
            ),
          }
        : { verdict: 'pass', message: `the person is gone (second DELETE ${statusOf(second)})` },
    );
  },
});
