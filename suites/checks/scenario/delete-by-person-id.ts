import type { Exchange } from '../../../engine/exchange.js';
import { addTemporaryPerson, allowAnyDomain, okBody, removePerson } from '../../runtime/fixtures.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { accepted, refused, statusOf } from '../../runtime/statuses.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';

/**
 * A DELETE by the person field was refused: if a DELETE by the record's _id then succeeds, the server
 * keys the path on the wrong id (a failure); refused both ways, a warning. Only a 4xx says the id was
 * not found (a 5xx is judged by no-server-error).
 */
async function judgeRefusal(ctx: ScenarioContext, added: Exchange, first: Exchange): Promise<void> {
  const recordId = okBody(added)?._id;
  const byPerson = `${statusOf(first)} deleting a person just added, by the person field of their record`;
  if (!refused(first)) return; // a 5xx or no answer: judged by no-server-error and transport
  if (typeof recordId !== 'string' || recordId === okBody(added)?.person) {
    return ctx.report({
      verdict: 'warn',
      requirement: 'VALIDATION.ACCEPT',
      exchange: first,
      message: violates(['DELETE_PERSON.REMOVES', 'DELETE_PERSON.PERSON_ID'], byPerson),
    });
  }
  const byRecord = await removePerson(ctx, ctx.config.projectId, recordId, 'delete the same person by the record _id instead');
  ctx.report(
    accepted(byRecord)
      ? {
          verdict: 'fail',
          exchange: byRecord,
          message: violates(
            'DELETE_PERSON.PERSON_ID',
            `${byPerson}, while a DELETE by the record's _id is answered ${statusOf(byRecord)}: the path is keyed on the wrong id`,
          ),
        }
      : {
          verdict: 'warn',
          requirement: 'VALIDATION.ACCEPT',
          exchange: first,
          message: violates(['DELETE_PERSON.REMOVES', 'DELETE_PERSON.PERSON_ID'], `${byPerson} (and by the record _id: ${statusOf(byRecord)})`),
        },
  );
}

/** DELETE_PERSON.PERSON_ID — the path's personId is "the person field of a project person record": deleting by it works. */
export const deleteByPersonId = defineScenarioCheck({
  id: 'delete-by-person-id',
  requirement: 'DELETE_PERSON.PERSON_ID',
  title: 'A person is deleted by the person field of their record',
  group: 'people',
  appliesTo: { kinds: ['remove-person'] },
  run: async (ctx) => {
    const { projectId } = ctx.config;
    await allowAnyDomain(ctx, projectId);
    const { exchange: added, personId } = await addTemporaryPerson(ctx, projectId, 'add a person to delete');
    if (!personId) return ctx.skip('a person could not be added to delete');
    const first = await removePerson(ctx, projectId, personId, 'delete the person by the person field of their record');
    if (accepted(first)) return ctx.report({ verdict: 'pass', message: `deleted by the person field (${statusOf(first)})` });
    await judgeRefusal(ctx, added, first);
  },
});
