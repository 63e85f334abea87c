import { deleteDistinguishesAbsence } from '../../runtime/delete-calibration.js';
import { addTemporaryPerson, allowAnyDomain, removePerson } from '../../runtime/fixtures.js';
import { accepted, statusOf } from '../../runtime/statuses.js';
import type { ScenarioCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';

/**
 * DELETE_PERSON.SCOPE — personId is "the person's id within the project": deleting through another
 * project's path must leave the person on their project (judged by difference, as delete-removes).
 */
export const deleteScope: ScenarioCheck = {
  kind: 'scenario',
  id: 'delete-scope',
  requirement: 'DELETE_PERSON.SCOPE',
  title: 'A person cannot be deleted through another project',
  group: 'people',
  operations: ['DELETE /projects/{projectId}/people/{personId}'],
  needs: ['secondProjectId'],
  run: async (ctx) => {
    const { projectId, secondProjectId } = ctx.config;
    if (!secondProjectId) return;
    await allowAnyDomain(ctx, projectId);
    const { personId } = await addTemporaryPerson(ctx, projectId, 'add a person to the first project');
    if (!personId) return ctx.skip('a person could not be added');
    const elsewhere = await removePerson(ctx, secondProjectId, personId, "delete the person through the second project's path");
    ctx.report({ verdict: 'observe', message: `DELETE through another project's path answered ${statusOf(elsewhere)}` });
    const distinguishes = await deleteDistinguishesAbsence(ctx, projectId, personId);
    const own = await removePerson(ctx, projectId, personId, 'delete the person through their own project');
    if (accepted(own)) ctx.report({ verdict: 'pass', message: 'the person was still on their project' });
    else if (distinguishes)
      ctx.report({
        verdict: 'fail',
        exchange: own,
        message: violates(
          'DELETE_PERSON.SCOPE',
          `${statusOf(own)} deleting the person from their own project after a DELETE through another project's path answered ${statusOf(elsewhere)}: that DELETE removed them`,
        ),
      });
    else ctx.report({ verdict: 'observe', message: `deleting the person from their own project answered ${statusOf(own)}` });
  },
};
