import { throwawayPerson } from '../../../specs/operation-profiles/index.js';
import { personIdOf } from '../../../specs/person-id.js';
import { addPerson, allowAnyDomain, okBody, removePerson, uniqueEmail } from '../../runtime/fixtures.js';
import { stillOnProject } from '../../runtime/people-effects.js';
import { statusOf } from '../../runtime/statuses.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';

/**
 * DELETE_PERSON.SCOPE — personId is "the person's id within the project": deleting through another
 * project's path must leave the person on their project. Whether they are still there is asked as
 * people-effects.ts asks it (the admin's DELETE where the server refuses an absent person, else the
 * admin's add of the same e-mail): a 200 from an idempotent DELETE proves nothing either way.
 */
export const deleteScope = defineScenarioCheck({
  id: 'delete-scope',
  requirement: 'DELETE_PERSON.SCOPE',
  title: 'A person cannot be deleted through another project',
  group: 'people',
  appliesTo: { kinds: ['remove-person'] },
  needs: ['secondProjectId'],
  run: async (ctx) => {
    const { projectId, secondProjectId } = ctx.config;
    if (!secondProjectId) return;
    await allowAnyDomain(ctx, projectId);
    const email = uniqueEmail(ctx);
    const added = okBody(await addPerson(ctx, projectId, throwawayPerson(email), 'add a person to the first project'));
    const personId = personIdOf(added);
    if (!personId) return ctx.skip('a person could not be added');
    const elsewhere = await removePerson(ctx, secondProjectId, personId, "delete the person through the second project's path");
    ctx.report({ verdict: 'observe', message: `DELETE through another project's path answered ${statusOf(elsewhere)}` });
    const seen = await stillOnProject(ctx, projectId, personId, { email, recordId: added?._id });
    switch (seen.state) {
      case 'present':
        return ctx.report({ verdict: 'pass', message: `the person was still on their project: ${seen.detail}` });
      case 'absent':
        return ctx.report({
          verdict: 'fail',
          ...(seen.exchange ? { exchange: seen.exchange } : {}),
          message: violates(
            'DELETE_PERSON.SCOPE',
            `a DELETE through another project's path answered ${statusOf(elsewhere)}, and then ${seen.detail}: that DELETE removed them from their own project`,
          ),
        });
      case 'unknown':
        return ctx.report({ verdict: 'observe', message: `whether the person was still on their project cannot be told: ${seen.detail}` });
    }
  },
});
