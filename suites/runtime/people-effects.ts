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
 * What the server does with an add of an e-mail already on the project: refuses it (4xx), answers
 * the existing record (same `_id`), adds another record, or it cannot be told.
 */
export type DuplicateAdd = 'refused' | 'same-record' | 'new-record' | 'unknown';

const recordIdOf = (exchange: Exchange): unknown => okBody(exchange)?._id;

/** A fresh e-mail added twice, both records removed again: how this server answers a duplicate. */
export async function duplicateAddBehaviour(ctx: ScenarioContext, projectId: string): Promise<DuplicateAdd> {
  const email = uniqueEmail(ctx);
  const first = await addPerson(ctx, projectId, throwawayPerson(email), 'calibrate: add a fresh e-mail');
  const second = await addPerson(ctx, projectId, throwawayPerson(email), 'calibrate: add the same e-mail again');
  const ids = new Set([personIdOf(okBody(first)), personIdOf(okBody(second))].filter((id) => id !== undefined));
  for (const personId of ids) await removePerson(ctx, projectId, personId, 'remove the calibration person');
  if (!accepted(first)) return 'unknown';
  if (refused(second)) return 'refused';
  if (!accepted(second) || recordIdOf(first) === undefined) return 'unknown';
  return recordIdOf(second) === recordIdOf(first) && personIdOf(okBody(second)) === personIdOf(okBody(first)) ? 'same-record' : 'new-record';
}

/** Whether the server refuses an e-mail already on the project (a fresh one accepted, the same again refused). */
export async function refusesDuplicates(ctx: ScenarioContext, projectId: string): Promise<boolean> {
  return (await duplicateAddBehaviour(ctx, projectId)) === 'refused';
}

/** The person added for an attempt: what a re-add of the same e-mail is compared with. */
export interface AddedPerson {
  readonly personId: string;
  readonly email: string;
  /** The record's `_id`, when the add answered one. */
  readonly recordId?: unknown;
}

/**
 * Whether `added` is still on the project, asked by the admin adding the same e-mail again: on a server
 * that refuses duplicates a refusal means still there; on one that answers the existing record, the
 * same record means still there. Whoever is on the project with that e-mail afterwards is removed.
 */
async function stillThereByReAdd(ctx: ScenarioContext, projectId: string, added: AddedPerson): Promise<PeopleEffect> {
  const mode = await duplicateAddBehaviour(ctx, projectId);
  const exchange = await addPerson(ctx, projectId, throwawayPerson(added.email), 'add the same e-mail as the admin: is the person still there?');
  const again = personIdOf(okBody(exchange));
  await removePerson(ctx, projectId, added.personId, 'remove the person as the admin');
  if (again !== undefined && again !== added.personId) await removePerson(ctx, projectId, again, 'remove the person the admin added again');
  const status = statusOf(exchange);
  if (mode === 'refused' && refused(exchange))
    return {
      state: 'present',
      exchange,
      detail: `the admin's add of the same e-mail was then refused (${status}), as this server refuses an e-mail already on the project: the person was still there`,
    };
  if (mode === 'refused' && accepted(exchange))
    return {
      state: 'absent',
      exchange,
      detail: 'the admin could then add the same e-mail, which this server refuses while the person is on the project: the person was gone',
    };
  if (mode === 'same-record' && accepted(exchange) && added.recordId !== undefined) {
    return recordIdOf(exchange) === added.recordId
      ? { state: 'present', exchange, detail: "the admin's add of the same e-mail then answered the existing record: the person was still there" }
      : {
          state: 'absent',
          exchange,
          detail: "the admin's add of the same e-mail then answered a new record, where this server answers the existing one: the person was gone",
        };
  }
  return {
    state: 'unknown',
    exchange,
    detail: `a DELETE of a person not on the project is not refused here (idempotent), and an add of an e-mail already on the project ${mode === 'new-record' ? 'adds another record' : 'tells nothing'} (the admin's add of the same e-mail got ${status})`,
  };
}

/**
 * Whether a person is still on the project, asked by the admin's DELETE (which also removes them):
 * conclusive on a server that refuses to delete someone who is not on the project. On one whose DELETE
 * is idempotent, the admin adds the person's e-mail again instead (`added`, when it is known).
 */
export async function stillOnProject(ctx: ScenarioContext, projectId: string, personId: string, added?: Omit<AddedPerson, 'personId'>): Promise<PeopleEffect> {
  const distinguishes = await deleteDistinguishesAbsence(ctx, projectId, personId);
  if (!distinguishes && added) return stillThereByReAdd(ctx, projectId, { ...added, personId });
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

/**
 * Whether a refused add nonetheless added `email`, asked by the admin adding the same e-mail (removed
 * again). `duplicatesRefused` is the calibration, when a caller asking many times has it already. Only
 * on a server that refuses duplicates does the answer tell: an accepted add there means nobody had it.
 */
export async function emailOnProject(ctx: ScenarioContext, projectId: string, email: string, calibrated?: boolean): Promise<PeopleEffect> {
  const duplicatesRefused = calibrated ?? (await refusesDuplicates(ctx, projectId));
  const exchange = await addPerson(ctx, projectId, throwawayPerson(email), 'add the same e-mail as the admin: was it added already?');
  const personId = personIdOf(okBody(exchange));
  if (personId) await removePerson(ctx, projectId, personId, 'remove the person the admin added');
  if (!accepted(exchange) && !refused(exchange))
    return { state: 'unknown', exchange, detail: `the admin's add of the same e-mail then got ${statusOf(exchange)}` };
  if (!duplicatesRefused)
    return { state: 'unknown', exchange, detail: "the server does not refuse an e-mail already on the project, so the admin's add cannot tell" };
  if (accepted(exchange)) return { state: 'absent', exchange, detail: 'the admin could then add the same e-mail' };
  return {
    state: 'present',
    exchange,
    detail: `the admin's add of the same e-mail was then refused (${statusOf(exchange)}), as this server refuses an e-mail already on the project: the person had been added`,
  };
}
