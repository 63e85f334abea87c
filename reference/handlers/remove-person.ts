import { ok } from '../http/reply.js';
import { crash, refuse } from '../http/refusal.js';
import type { StoredProject } from '../state/model.js';
import { hasFault } from '../world.js';
import { projectFor, refuseMembers, refuseObservers } from './access.js';
import { param, type Handler, type HandlerContext } from './context.js';

/** The field a DELETE's personId is matched against: `person` (delete-keys-on-record-id: the record's _id). */
const keyOf = (ctx: HandlerContext) => (hasFault(ctx.world, 'delete-keys-on-record-id') ? '_id' : 'person');

const holds = (project: StoredProject, personId: string, key: string) => project.people.some((record) => record[key] === personId);

/** The project the person is removed from: the one in the path (delete-cross-project: any of the organisation's). */
function holderOf(ctx: HandlerContext, project: StoredProject, personId: string): StoredProject | undefined {
  if (holds(project, personId, keyOf(ctx))) return project;
  if (!hasFault(ctx.world, 'delete-cross-project')) return undefined;
  return [...ctx.world.state.projects.values()].find((candidate) => candidate.org === ctx.caller.org && holds(candidate, personId, keyOf(ctx)));
}

/** Per server, the people removed from each project (delete-repeat-500 remembers them: "projectId/personId"). */
const removedPeople = new WeakMap<HandlerContext['world'], Set<string>>();

function removedOf(ctx: HandlerContext): Set<string> {
  const removed = removedPeople.get(ctx.world) ?? new Set<string>();
  removedPeople.set(ctx.world, removed);
  return removed;
}

/** An idempotent DELETE ("make sure they are not there") holds nothing on another organisation's project: 200, nothing removed. */
function othersIdempotently(ctx: HandlerContext): boolean {
  const project = ctx.world.state.projects.get(param(ctx, 'projectId'));
  const { behaviour } = ctx.world;
  if (!behaviour.deleteAbsentSucceeds || hasFault(ctx.world, 'org-isolation-broken')) return false;
  return project !== undefined && project.org !== ctx.caller.org && behaviour.wellFormedPersonId(param(ctx, 'personId'));
}

/**
 * DELETE /projects/{projectId}/people/{personId}: personId is the `person` field of a record of THIS
 * project (DELETE_PERSON.SCOPE). "200: no body." A person not on the project is refused.
 */
export const removePerson: Handler = (ctx) => {
  if (othersIdempotently(ctx)) return ok();
  const project = projectFor(ctx, param(ctx, 'projectId'));
  refuseMembers(ctx, 'remove people from a project');
  refuseObservers(ctx, 'remove people from a project');
  const personId = param(ctx, 'personId');
  if (!ctx.world.behaviour.wellFormedPersonId(personId)) refuse('invalid', 'MALFORMED_ID', `${personId} is not a person id`);
  const holder = holderOf(ctx, project, personId);
  const key = `${param(ctx, 'projectId')}/${personId}`;
  if (!holder) {
    if (hasFault(ctx.world, 'delete-repeat-500') && removedOf(ctx).has(key)) crash(`person ${personId} was already removed`);
    // delete-absent-removes-last: splice(findIndex(…), 1) with nobody found (-1) removes the last record.
    if (hasFault(ctx.world, 'delete-absent-removes-last')) project.people.splice(-1, 1);
    if (ctx.world.behaviour.deleteAbsentSucceeds) return ok();
    return refuse('not-on-project', 'NOT_FOUND', `No person ${personId} on project ${param(ctx, 'projectId')}`);
  }
  if (!hasFault(ctx.world, 'delete-does-nothing')) holder.people = holder.people.filter((record) => record[keyOf(ctx)] !== personId);
  if (hasFault(ctx.world, 'delete-repeat-500')) removedOf(ctx).add(key);
  return ok();
};
