import { deleteDistinguishesAbsence } from '../../runtime/delete-calibration.js';
import type { Exchange } from '../../../engine/exchange.js';
import { addTemporaryPerson, allowAnyDomain, okBody, removePerson } from '../../runtime/fixtures.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { accepted, refused, statusOf } from '../../runtime/statuses.js';
import type { ScenarioCheck } from '../types.js';

const PERSON_ID = 'personId … the person\'s id within the project (the person field of a project person record).';

/**
 * DELETE_PERSON.PERSON_ID — a DELETE by the person field was refused: if a DELETE by the record's _id
 * then succeeds, the server keys the path on the wrong id (a failure); refused both ways, a warning.
 */
async function judgeRefusedDelete(ctx: ScenarioContext, added: Exchange, first: Exchange): Promise<void> {
  const recordId = okBody(added)?._id;
  const byPerson = `Received ${statusOf(first)} deleting a person just added, by the person field of their record`;
  // Only a refusal (4xx) says the id was not found; a 5xx is judged by no-server-error.
  if (!refused(first) || typeof recordId !== 'string' || recordId === okBody(added)?.person) {
    return ctx.report({ verdict: 'warn', requirement: 'DELETE_PERSON.PERSON_ID', exchange: first, message: `${byPerson}. The spec states: Removes a person from a project. ${PERSON_ID}` });
  }
  const byRecord = await removePerson(ctx, ctx.config.projectId, recordId, 'delete the same person by the record _id instead');
  ctx.report(accepted(byRecord)
    ? { verdict: 'fail', requirement: 'DELETE_PERSON.PERSON_ID', exchange: byRecord, message: `${byPerson}, while a DELETE by the record's _id is answered ${statusOf(byRecord)}: the path is keyed on the wrong id. The spec states: ${PERSON_ID}` }
    : { verdict: 'warn', requirement: 'DELETE_PERSON.PERSON_ID', exchange: first, message: `${byPerson} (and by the record _id: ${statusOf(byRecord)}). The spec states: Removes a person from a project. ${PERSON_ID}` });
}

/**
 * DELETE_PERSON.REMOVES — "Removes a person from a project." Judged by difference: on a server that
 * refuses to delete someone who is not on the project, a second DELETE must be refused too.
 */
export const deleteRemoves: ScenarioCheck = {
  kind: 'scenario',
  id: 'delete-removes',
  requirement: 'DELETE_PERSON.REMOVES',
  title: 'A deleted person is gone',
  group: 'people',
  operations: ['DELETE /projects/{projectId}/people/{personId}'],
  run: async (ctx) => {
    const projectId = ctx.config.projectId;
    await allowAnyDomain(ctx, projectId);
    const { exchange: added, personId } = await addTemporaryPerson(ctx, projectId, 'add a person to delete');
    if (!personId) return ctx.skip('a person could not be added to delete');
    const first = await removePerson(ctx, projectId, personId, 'delete the person (by the person field)');
    if (!accepted(first)) return judgeRefusedDelete(ctx, added, first);
    ctx.report({ verdict: 'pass', requirement: 'DELETE_PERSON.PERSON_ID', message: 'a person is deleted by the person field of their record' });
    if (!(await deleteDistinguishesAbsence(ctx, projectId))) {
      return ctx.report({ verdict: 'observe', message: 'DELETE answers 200 for a person not on the project (idempotent): removal cannot be told apart' });
    }
    const second = await removePerson(ctx, projectId, personId, 'delete the same person again');
    ctx.report(accepted(second)
      ? { verdict: 'fail', exchange: second, message: `Received ${statusOf(second)} for a second DELETE of the same person, while a person not on the project is refused: the first DELETE did not remove them. The spec states: Removes a person from a project.` }
      : { verdict: 'pass', message: `the person is gone (second DELETE ${statusOf(second)})` });
  },
};
