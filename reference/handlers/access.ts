import { crash, refuse } from '../http/refusal.js';
import type { Org, Owned, StoredProject } from '../state/model.js';
import { hasFault } from '../world.js';
import type { HandlerContext } from './context.js';

/**
 * A project of the caller's organisation (AUTH.ORG_ISOLATION). Another organisation's project is
 * refused exactly like an unknown one under the plain reference, so its existence is not disclosed.
 */
export function projectFor(ctx: HandlerContext, id: string): StoredProject {
  const project = ctx.world.state.projects.get(id);
  if (!project) {
    if (hasFault(ctx.world, 'crash-on-unknown-id')) crash(`project ${id} not found`);
    return refuse('unknown-id', 'NOT_FOUND', `No project ${id}`);
  }
  if (project.org !== ctx.caller.org && !hasFault(ctx.world, 'org-isolation-broken')) refuse('other-org', 'NOT_FOUND', `No project ${id}`);
  return project;
}

/** A document of the caller's organisation from one collection of the state. */
export function ownedFor(ctx: HandlerContext, collection: ReadonlyMap<string, Owned>, what: string, id: string): Owned {
  const owned = collection.get(id);
  if (!owned) return refuse('unknown-id', 'NOT_FOUND', `No ${what} ${id}`);
  if (owned.org !== ctx.caller.org) refuse('other-org', 'NOT_FOUND', `No ${what} ${id}`);
  return owned;
}

/** The organisation a document belongs to (its references resolve there). */
export function orgOf(ctx: HandlerContext, owned: Owned): Org {
  const org = ctx.world.state.orgs.get(owned.org);
  if (!org) throw new Error(`organisation ${owned.org} is not seeded`);
  return org;
}

/** The caller's organisation. */
export function callerOrg(ctx: HandlerContext): Org {
  const org = ctx.world.state.orgs.get(ctx.caller.org);
  if (!org) throw new Error(`organisation ${ctx.caller.org} is not seeded`);
  return org;
}

/** Members do basic work: the operations that manage a project are refused to them (AUTH.ROLES is not shown). */
export function refuseMembers(ctx: HandlerContext, action: string): void {
  if (ctx.caller.role === 'member') refuse('forbidden', 'FORBIDDEN', `A member may not ${action}`);
}

/** AUTH.OBSERVER: "An observer can view everything and change nothing" (observer-can-change serves them). */
export function refuseObservers(ctx: HandlerContext, action: string): void {
  if (ctx.caller.role === 'observer' && !hasFault(ctx.world, 'observer-can-change')) refuse('forbidden', 'FORBIDDEN', `An observer may not ${action}`);
}
