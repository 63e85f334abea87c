import { PROJECT_RESPONSE_ONLY, projectResponseOnlyFields } from '../../specs/schemas/index.js';
import { ok } from '../http/reply.js';
import { refuse } from '../http/refusal.js';
import { renderProject } from '../render/project.js';
import type { Document, StoredProject } from '../state/model.js';
import { checkReferences } from '../validation/references.js';
import { jsonObjectBody } from '../validation/json-body.js';
import { crashOnLongDates, withInstants } from '../validation/instants.js';
import { validateBody } from '../validation/validate-body.js';
import { storedCustomProperties } from '../faults/custom-properties.js';
import { validPart } from '../faults/valid-part.js';
import { appliedFields } from '../faults/applied-fields.js';
import { hasFault } from '../world.js';
import { orgOf, projectFor, refuseObservers } from './access.js';
import { param, type Handler, type HandlerContext } from './context.js';
import { isDryRun } from './query.js';
import { checkNotEmpty, checkTransition } from './rules.js';

const PROJECT_TYPES: readonly unknown[] = projectResponseOnlyFields.projectType.enum;

/** The project a PATCH addresses; under unknown-id-200 an unknown id gets a made-up, unstored one. */
function addressedProject(ctx: HandlerContext): { project: StoredProject; stored: boolean } {
  const id = param(ctx, 'projectId');
  const template = ctx.world.state.projects.get(ctx.world.handles.projectId);
  if (!ctx.world.state.projects.has(id) && template && hasFault(ctx.world, 'unknown-id-200')) {
    return { project: { org: ctx.caller.org, doc: { ...structuredClone(template.doc), _id: id }, people: [] }, stored: false };
  }
  return { project: projectFor(ctx, id), stored: true };
}

/** A member may read a project with PATCH {} (unless the personality refuses it) and change nothing. */
function checkMember(ctx: HandlerContext, body: Document): void {
  if (ctx.caller.role !== 'member') return;
  if (Object.keys(body).length > 0) refuse('forbidden', 'FORBIDDEN', 'A member may not change a project');
  if (!ctx.world.behaviour.memberMayRead) refuse('forbidden', 'FORBIDDEN', 'A member may not read a project');
}

/** PROJECT.UPDATE.PARTIAL: fields sent replace stored ones, the others stay; updatedAt moves forward. */
function applyUpdate(ctx: HandlerContext, doc: Document, update: Document): Document {
  const { world } = ctx;
  const base = hasFault(world, 'project-replace-not-merge')
    ? Object.fromEntries(PROJECT_RESPONSE_ONLY.filter((field) => field in doc).map((field) => [field, doc[field]]))
    : doc;
  const updatedAt = hasFault(world, 'project-updated-at-frozen') ? doc.updatedAt : world.clock.now();
  const next: Document = { ...base, ...withInstants('project-update', storedCustomProperties(update, world), world), updatedAt };
  if (hasFault(world, 'project-type-changes')) next.projectType = PROJECT_TYPES[(PROJECT_TYPES.indexOf(doc.projectType) + 1) % PROJECT_TYPES.length];
  return withOverwrittenAuditFields(ctx, next);
}

/** project-created-at-reset, project-created-by-overwritten, project-org-overwritten, created-by-follows-writer: response-only fields an update rewrites. */
function withOverwrittenAuditFields(ctx: HandlerContext, next: Document): Document {
  const { world, caller } = ctx;
  if (hasFault(world, 'project-created-at-reset')) next.createdAt = next.updatedAt;
  if (hasFault(world, 'project-created-by-overwritten')) {
    const project = world.state.projects.get(String(next._id));
    next.createdBy = project?.people.find((record) => record.person === caller.person)?._id ?? next.createdBy;
  }
  if (hasFault(world, 'project-org-overwritten')) next.org = caller.person;
  // created-by-follows-writer: `doc.createdBy = req.user.id` on every save; unseen while the creator writes.
  if (hasFault(world, 'created-by-follows-writer')) next.createdBy = caller.person;
  return next;
}

/** The validated update; refused-update-applied stores the valid fields of a refused body first. */
function validatedOrPartlyApplied(ctx: HandlerContext, project: StoredProject, stored: boolean, body: Document): Document {
  try {
    return validateBody('project-update', body, ctx.world);
  } catch (error) {
    // The valid part is worked out only for the fault that stores it: a refused body is common.
    if (stored && hasFault(ctx.world, 'refused-update-applied')) {
      const part = validPart('project-update', body);
      if (Object.keys(part).length > 0) project.doc = applyUpdate(ctx, project.doc, part);
    }
    throw error;
  }
}

/**
 * body-id-picks-document: `findById(req.body._id ?? req.params.projectId)`, the body's _id then dropped
 * before validation. Without the fault, the project of the path and the body as sent.
 */
function redirected(ctx: HandlerContext, addressed: { project: StoredProject; stored: boolean }, sent: Document) {
  const target = typeof sent._id === 'string' ? ctx.world.state.projects.get(sent._id) : undefined;
  if (!hasFault(ctx.world, 'body-id-picks-document') || !target || target.org !== ctx.caller.org) return { ...addressed, body: sent };
  const { _id: _dropped, ...body } = sent;
  return { project: target, stored: true, body };
}

/** update-applied-org-wide: `updateMany({ org }, { $set: body })` where `updateOne({ _id })` was meant. */
function applyOrgWide(ctx: HandlerContext, project: StoredProject, update: Document): void {
  if (!hasFault(ctx.world, 'update-applied-org-wide')) return;
  for (const other of ctx.world.state.projects.values())
    if (other !== project && other.org === project.org) other.doc = { ...other.doc, ...update, updatedAt: ctx.world.clock.now() };
}

/** PATCH /projects/{projectId}: validates against project-update, merges, persists, answers the Project. */
export const updateProject: Handler = (ctx) => {
  const { project, stored, body } = redirected(ctx, addressedProject(ctx), jsonObjectBody(ctx.rawBody, ctx.world));
  checkNotEmpty(ctx.world, body);
  checkMember(ctx, body);
  if (Object.keys(body).length > 0) refuseObservers(ctx, 'change a project');
  crashOnLongDates('project-update', body, ctx.world);
  const update = appliedFields(validatedOrPartlyApplied(ctx, project, stored, body), ctx.world);
  if (hasFault(ctx.world, 'project-budget-zero-refused') && update.budget === 0) refuse('invalid', 'VALIDATION_FAILED', '/budget must be > 0');
  checkReferences('project-update', update, orgOf(ctx, project), ctx.world);
  checkTransition(ctx.world, 'project', project.doc.projectStatus, update.projectStatus);
  if (Object.keys(update).length === 0) return ok(renderProject(project, ctx.caller.role, ctx.world));
  const before: StoredProject = { ...project };
  const changed: StoredProject = { ...project, doc: applyUpdate(ctx, project.doc, update) };
  if (stored && !hasFault(ctx.world, 'project-not-persisted') && !isDryRun(ctx.operation, ctx.query, ctx.world)) {
    ctx.world.replica.changed(String(project.doc._id), project.doc);
    project.doc = changed.doc;
    applyOrgWide(ctx, project, update);
    // project-org-writable: the stored org is the one that owns the project from now on.
    if (hasFault(ctx.world, 'project-org-writable') && typeof update.org === 'string')
      ctx.world.state.projects.set(String(project.doc._id), { ...project, org: update.org });
  }
  return ok(renderProject(ctx.world.behaviour.answersPreviousDocument ? before : changed, ctx.caller.role, ctx.world));
};
