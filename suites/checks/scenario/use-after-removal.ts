import { violates } from '../../../engine/message.js';
import { throwawayPerson } from '../../../specs/operation-profiles/index.js';
import { personIdOf } from '../../../specs/person-id.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { addPerson, allowAnyDomain, okBody, removePerson, uniqueEmail } from '../../runtime/fixtures.js';
import { stillOnProject } from '../../runtime/people-effects.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { accepted, statusOf } from '../../runtime/statuses.js';

async function run(ctx: ScenarioContext): Promise<void> {
  const { projectId } = ctx.config;
  if (!(await allowAnyDomain(ctx, projectId))) return ctx.skip('the project could not be opened to any invite domain');
  const bystanderEmail = uniqueEmail(ctx);
  const bystander = okBody(await addPerson(ctx, projectId, throwawayPerson(bystanderEmail), 'add a person who stays on the project'));
  const removed = okBody(await addPerson(ctx, projectId, throwawayPerson(uniqueEmail(ctx)), 'add the person to remove'));
  const [stayingId, removedId] = [personIdOf(bystander), personIdOf(removed)];
  if (!stayingId || !removedId) {
    for (const id of [stayingId, removedId]) if (id) await removePerson(ctx, projectId, id, 'remove the person again');
    return ctx.skip('two people could not be added');
  }
  const first = await removePerson(ctx, projectId, removedId, 'remove the person');
  if (!accepted(first)) {
    await removePerson(ctx, projectId, stayingId, 'remove the person who stayed');
    return ctx.skip(`the person could not be removed (${statusOf(first)})`);
  }
  const again = await removePerson(ctx, projectId, removedId, "DELETE the removed person's id again");
  ctx.report({ verdict: 'observe', message: `a DELETE of a removed person's id answered ${statusOf(again)}` });
  // The admin's look (which also removes the person who stayed, when they are there).
  const seen = await stillOnProject(ctx, projectId, stayingId, { email: bystanderEmail, recordId: bystander?._id });
  switch (seen.state) {
    case 'present':
      return ctx.report({ verdict: 'pass', message: `a DELETE of a removed person's id left the project's other people: ${seen.detail}` });
    case 'absent':
      return ctx.report({
        verdict: 'fail',
        ...(seen.exchange ? { exchange: seen.exchange } : {}),
        message: violates(
          'DELETE_PERSON.USE_AFTER_REMOVAL',
          `a DELETE of a removed person's id answered ${statusOf(again)}, and then ${seen.detail}: another person of the project was removed`,
        ),
      });
    case 'unknown':
      return ctx.report({ verdict: 'observe', message: `whether the project's other people stayed cannot be told: ${seen.detail}` });
  }
}

/**
 * DELETE_PERSON.USE_AFTER_REMOVAL — use after removal (RESTler's use-after-free checker): a removed
 * person's id, sent again in a DELETE, names no one and changes nothing. The classic bug it catches:
 * `people.splice(people.findIndex(…), 1)`, which for a person not found (-1) removes the last one.
 */
export const useAfterRemoval = defineScenarioCheck({
  id: 'use-after-removal',
  requirement: 'DELETE_PERSON.USE_AFTER_REMOVAL',
  title: "A removed person's id, used again, changes nothing",
  group: 'people',
  appliesTo: { kinds: ['remove-person'] },
  // The project alone: another unit's add between the two DELETEs would make someone else "the last person".
  fixtures: () => ['projectId'],
  run: (ctx) => run(ctx),
});
