import type { Exchange } from '../../engine/exchange.js';
import { deleteDistinguishesAbsence } from './delete-calibration.js';
import { addPerson, okBody, removePerson, uniqueEmail } from './fixtures.js';
import { type ScenarioContext } from './scenario-context.js';
import { personIdOf } from '../../specs/person-id.js';
import { throwawayPerson } from '../../specs/operation-profiles/index.js';
import { accepted, refused, statusOf } from './statuses.js';

/** What a follow-up request by the admin tells about people: present, absent, or it cannot tell. */
export interface PeopleEffect {
  readonly state: 'present' | 'absent' | 'unknown';
  readonly exchange?: Exchange;
  readonly detail: string;
}

/**
 * Whether a person is still on the project, asked by the admin's DELETE (which also removes them):
 * conclusive only on a server that refuses to delete someone who is not on the project.
 */
export async function stillOnProject(ctx: ScenarioContext, projectId: string, personId: string): Promise<PeopleEffect> {
  const distinguishes = await deleteDistinguishesAbsence(ctx, projectId, personId);
  const exchange = await removePerson(ctx, projectId, personId, 'delete the person as the admin: were they still there?');
  if (!distinguishes)
    return {
      state: 'unknown',
      exchange,
      detail: "a DELETE of a person not on the project is not refused here (idempotent), so the admin's DELETE cannot tell",
    };
  if (accepted(exchange)) return { state: 'present', exchange, detail: "the admin's DELETE then removed them" };
  // A 5xx or no answer tells nothing about the person (no-server-error and transport judge it).
  if (!refused(exchange)) return { state: 'unknown', exchange, detail: `the admin's DELETE then got ${statusOf(exchange)}` };
  return { state: 'absent', exchange, detail: `the admin's DELETE then answered ${statusOf(exchange)}, as for a person not on the project: they were gone` };
}

/** Whether the server refuses an e-mail already on the project (a fresh one accepted, the same again refused). */
export async function refusesDuplicates(ctx: ScenarioContext, projectId: string): Promise<boolean> {
  const email = uniqueEmail(ctx);
  const first = await addPerson(ctx, projectId, throwawayPerson(email), 'calibrate: add a fresh e-mail');
  const second = await addPerson(ctx, projectId, throwawayPerson(email), 'calibrate: add the same e-mail again');
  for (const exchange of [first, second]) {
    const personId = personIdOf(okBody(exchange));
    if (personId) await removePerson(ctx, projectId, personId, 'remove the calibration person');
  }
  return accepted(first) && !accepted(second) && second.response !== undefined && second.response.status < 500;
}

/**
 * Whether a refused add nonetheless added `email`, asked by the admin adding the same e-mail (removed
 * again). `duplicatesRefused` is the calibration, when a caller asking many times has it already.
 */
export async function emailOnProject(ctx: ScenarioContext, projectId: string, email: string, calibrated?: boolean): Promise<PeopleEffect> {
  const duplicatesRefused = calibrated ?? (await refusesDuplicates(ctx, projectId));
  const exchange = await addPerson(ctx, projectId, throwawayPerson(email), 'add the same e-mail as the admin: was it added already?');
  const personId = personIdOf(okBody(exchange));
  if (personId) await removePerson(ctx, projectId, personId, 'remove the person the admin added');
  if (accepted(exchange)) return { state: 'absent', exchange, detail: 'the admin could then add the same e-mail' };
  if (!refused(exchange)) return { state: 'unknown', exchange, detail: `the admin's add of the same e-mail then got ${statusOf(exchange)}` };
  if (!duplicatesRefused)
    return { state: 'unknown', exchange, detail: "the server does not refuse an e-mail already on the project, so the admin's add cannot tell" };
  return {
    state: 'present',
    exchange,
    detail: `the admin's add of the same e-mail was then refused (${statusOf(exchange)}), as this server refuses an e-mail already on the project: the person had been added`,
  };
}
