import { ok } from '../http/reply.js';
import { renderTimesheet } from '../render/timesheet.js';
import { jsonObjectBody } from '../validation/json-body.js';
import { validateBody } from '../validation/validate-body.js';
import { hasFault } from '../world.js';
import { ownedFor } from './access.js';
import { param, type Handler } from './context.js';
import { isDryRun } from './query.js';
import { checkNotify, checkTransition } from './rules.js';
import { requireDays } from './require-days.js';

/**
 * PATCH /timesheets/{timesheetId}: validates against timesheet-update, merges and persists. An empty
 * body changes nothing: the status default ("default draft") is not applied to an update.
 */
export const updateTimesheet: Handler = (ctx) => {
  checkNotify(ctx, 'timesheet-notify-rejected');
  const timesheet = ownedFor(ctx, ctx.world.state.timesheets, 'timesheet', param(ctx, 'timesheetId'));
  const update = validateBody('timesheet-update', jsonObjectBody(ctx.rawBody, ctx.world), ctx.world);
  requireDays(update, ctx.world);
  checkTransition(ctx.world, 'timesheet', timesheet.doc.status, update.status);
  if (Object.keys(update).length === 0) return ok(renderTimesheet(timesheet.doc, ctx.world));
  const doc = { ...timesheet.doc, ...update, updatedAt: ctx.world.clock.now() };
  if (!hasFault(ctx.world, 'timesheet-not-persisted') && !isDryRun(ctx.operation, ctx.query, ctx.world)) timesheet.doc = doc;
  return ok(renderTimesheet(doc, ctx.world));
};
