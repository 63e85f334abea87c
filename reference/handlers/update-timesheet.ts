import { timesheetStatus } from '../../specs/schemas/index.js';
import { ok } from '../http/reply.js';
import { refuse } from '../http/refusal.js';
import { renderTimesheet } from '../render/timesheet.js';
import { jsonObjectBody } from '../validation/json-body.js';
import { validateBody } from '../validation/validate-body.js';
import { validPart } from '../faults/valid-part.js';
import { appliedFields } from '../faults/applied-fields.js';
import type { Document, Owned } from '../state/model.js';
import { hasFault, type World } from '../world.js';
import { ownedFor, refuseObservers } from './access.js';
import { param, type Handler, type HandlerContext } from './context.js';
import { isDryRun } from './query.js';
import { checkNotEmpty, checkNotify, checkTransition } from './rules.js';
import { requireDays } from './require-days.js';

/** "default draft": applied to an update without status only by a personality that chose so. */
function withStatusDefault(update: Document, world: World): Document {
  return world.behaviour.statusDefaultOnEveryPatch && !('status' in update) ? { ...update, status: timesheetStatus.default } : update;
}

/** The validated update; refused-timesheet-update-applied stores the valid fields of a refused body first. */
function validatedOrPartlyApplied(ctx: HandlerContext, timesheet: Owned, body: Document): Document {
  try {
    return validateBody('timesheet-update', body, ctx.world);
  } catch (error) {
    // The valid part is worked out only for the fault that stores it: a refused body is common.
    if (hasFault(ctx.world, 'refused-timesheet-update-applied')) {
      const part = validPart('timesheet-update', body);
      if (Object.keys(part).length > 0) timesheet.doc = { ...timesheet.doc, ...part, updatedAt: ctx.world.clock.now() };
    }
    throw error;
  }
}

/** An approval workflow's lock (lockedTimesheet): a locked timesheet takes no change but the way out. */
function checkLock(world: World, doc: Document, update: Document): void {
  const lock = world.behaviour.lockedTimesheet;
  if (!lock || doc.status !== lock.status || Object.keys(update).length === 0) return;
  if (lock.leaveTo === undefined) refuse('invalid', 'TIMESHEET_LOCKED', `An ${lock.status} timesheet cannot be changed`);
  if (update.status !== lock.leaveTo || Object.keys(update).length > 1)
    refuse('invalid', 'TIMESHEET_LOCKED', `An ${lock.status} timesheet can only be moved to ${lock.leaveTo}`);
}

/**
 * PATCH /timesheets/{timesheetId}: validates against timesheet-update, merges and persists. An empty
 * body changes nothing: the status default ("default draft") is not applied to an update, unless the
 * personality applies it to every PATCH (defaults-every-patch).
 */
export const updateTimesheet: Handler = (ctx) => {
  checkNotify(ctx, 'timesheet-notify-rejected');
  const timesheet = ownedFor(ctx, ctx.world.state.timesheets, 'timesheet', param(ctx, 'timesheetId'));
  const body = jsonObjectBody(ctx.rawBody, ctx.world);
  checkNotEmpty(ctx.world, body);
  if (Object.keys(body).length > 0) refuseObservers(ctx, 'change a timesheet');
  const update = withStatusDefault(appliedFields(validatedOrPartlyApplied(ctx, timesheet, body), ctx.world), ctx.world);
  requireDays(update, ctx.world);
  checkTransition(ctx.world, 'timesheet', timesheet.doc.status, update.status);
  checkLock(ctx.world, timesheet.doc, update);
  if (Object.keys(update).length === 0) return ok(renderTimesheet(timesheet.doc, ctx.world));
  const updatedAt = ctx.world.clock.now();
  const doc = { ...timesheet.doc, ...update, updatedAt, ...(hasFault(ctx.world, 'timesheet-created-at-reset') ? { createdAt: updatedAt } : {}) };
  const before = timesheet.doc;
  if (!hasFault(ctx.world, 'timesheet-not-persisted') && !isDryRun(ctx.operation, ctx.query, ctx.world)) {
    ctx.world.replica.changed(String(before._id), before);
    timesheet.doc = doc;
  }
  return ok(renderTimesheet(ctx.world.behaviour.answersPreviousDocument ? before : doc, ctx.world));
};
