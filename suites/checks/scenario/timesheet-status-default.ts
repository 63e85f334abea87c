import { okBody, readTimesheet } from '../../runtime/fixtures.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';

/**
 * TIMESHEET.STATUS.DEFAULT (UNSPECIFIED) — "default draft": whether a PATCH without status resets the
 * status is not shown. Two reads tell; the answer is only observed.
 */
export const timesheetStatusDefault = defineScenarioCheck({
  id: 'timesheet-status-default',
  requirement: 'TIMESHEET.STATUS.DEFAULT',
  title: 'Observe whether PATCH without status resets it to draft',
  group: 'timesheets',
  appliesTo: { kinds: ['update'], answers: 'timesheet' },
  run: async (ctx) => {
    const id = ctx.config.timesheetId;
    const submitted = await ctx.send({
      operation: 'PATCH /timesheets/{timesheetId}',
      params: { timesheetId: id },
      body: { status: 'submitted' },
      purpose: 'set status submitted',
    });
    if (!okBody(submitted)) return ctx.skip('the timesheet status could not be set to submitted');
    const after = okBody(await readTimesheet(ctx, id, 'admin', 'PATCH {} after setting submitted'))?.status;
    ctx.report({
      verdict: 'observe',
      message: after === 'submitted' ? 'a PATCH without status keeps the status' : `a PATCH without status turned "submitted" into ${JSON.stringify(after)}`,
    });
  },
});
