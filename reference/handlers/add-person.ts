import { personWritableFields } from '../../specs/schemas/index.js';
import { ok } from '../http/reply.js';
import { refuse } from '../http/refusal.js';
import { renderPerson } from '../render/person.js';
import type { Document, Org, StoredProject } from '../state/model.js';
import { checkReferences } from '../validation/references.js';
import { jsonObjectBody } from '../validation/json-body.js';
import { validateBody } from '../validation/validate-body.js';
import { hasFault, type World } from '../world.js';
import { orgOf, projectFor, refuseMembers, refuseObservers } from './access.js';
import { param, type Handler, type HandlerContext } from './context.js';
import { checkInviteDomain } from './invite-domains.js';
import { checkNotify } from './rules.js';

const sameEmail = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase();

// Organisation people by lower-cased e-mail, built on first use and kept in step below (the only
// place org.people grows): a scan per add made adding people quadratic over a long run.
const emailIndexes = new WeakMap<Org, Map<string, string>>();

function emailIndexOf(org: Org): Map<string, string> {
  let index = emailIndexes.get(org);
  if (!index) {
    index = new Map();
    for (const person of org.people.values())
      if (typeof person.email === 'string' && !index.has(person.email.toLowerCase())) index.set(person.email.toLowerCase(), person._id as string);
    emailIndexes.set(org, index);
  }
  return index;
}

/** The organisation's person with this e-mail, or a new one (invited: the e-mail was not known). */
function orgPersonFor(org: Org, email: string | undefined, world: World): { id: string; invited: boolean } {
  const index = emailIndexOf(org);
  // email-domain-case-sensitive: people looked up by the e-mail exactly as sent (a case-sensitive collation).
  const exactly = hasFault(world, 'email-domain-case-sensitive');
  const known =
    email === undefined
      ? undefined
      : exactly
        ? ([...org.people.values()].find((person) => person.email === email)?._id as string | undefined)
        : index.get(email.toLowerCase());
  if (known) return { id: known, invited: false };
  const id = world.ids.next();
  org.people.set(id, { _id: id, ...(email === undefined ? {} : { email }) });
  if (email !== undefined) index.set(email.toLowerCase(), id);
  return { id, invited: true };
}

function refuseDuplicate(project: StoredProject, email: string): void {
  if (project.people.some((record) => sameEmail(record.email, email))) refuse('conflict', 'DUPLICATE_PERSON', `${email} is already on the project`);
}

/** The fields sent as stored: the person faults each drop or bend one. */
function storedFields(fields: Document, world: World): Document {
  const out: Document = { ...fields };
  if (hasFault(world, 'person-rate-time-dropped')) delete out.rateTime;
  if (hasFault(world, 'person-pm-ignored')) delete out.isProjectManager;
  if (hasFault(world, 'person-rate-rounded') && typeof out.rate === 'number') out.rate = Math.round(out.rate);
  // `if (body.rate)`: a falsy field is never applied (rate 0 lost; isProjectManager false falls back to the default).
  if (hasFault(world, 'falsy-values-ignored')) for (const [key, value] of Object.entries(out)) if (!value) delete out[key];
  return out;
}

/** PERSON.*: the record of the person added — the fields sent, the defaults, and an invitation when new. */
function newRecord(fields: Document, org: Org, world: World): Document {
  const email = typeof fields.email === 'string' ? fields.email : undefined;
  const { id, invited } = orgPersonFor(org, email, world);
  const isProjectManager = hasFault(world, 'person-pm-default-true') ? true : personWritableFields.isProjectManager.default;
  return {
    _id: world.ids.next(),
    person: id,
    ...fields,
    isProjectManager: fields.isProjectManager ?? isProjectManager,
    praise: 0,
    ...(invited ? { invitePendingSince: Date.now() } : {}),
  };
}

/** The validated body; refused-add-applied adds the e-mail of a refused body (as a member) first. */
function validatedOrAddedAnyway(ctx: HandlerContext, project: StoredProject, org: Org, body: Document): Document {
  try {
    return validateBody('add-person', body, ctx.world);
  } catch (error) {
    const { email } = body;
    if (hasFault(ctx.world, 'refused-add-applied') && typeof email === 'string' && email.includes('@'))
      project.people.push(newRecord({ permission: 'member', email }, org, ctx.world));
    throw error;
  }
}

/** POST /projects/{projectId}/people: adds a person (known to the organisation or invited). */
export const addPerson: Handler = (ctx) => {
  checkNotify(ctx, 'person-notify-rejected');
  const project = projectFor(ctx, param(ctx, 'projectId'));
  refuseMembers(ctx, 'add people to a project');
  refuseObservers(ctx, 'add people to a project');
  const org = orgOf(ctx, project);
  const fields = validatedOrAddedAnyway(ctx, project, org, jsonObjectBody(ctx.rawBody, ctx.world));
  checkReferences('add-person', fields, org, ctx.world);
  if (typeof fields.email === 'string') {
    checkInviteDomain(project, fields.email, ctx.world);
    refuseDuplicate(project, fields.email);
  }
  const record = newRecord(storedFields(fields, ctx.world), org, ctx.world);
  project.people.push(record);
  return ok(renderPerson(record, ctx.world));
};
