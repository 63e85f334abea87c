import { documentReader } from '../../../engine/fixture-state/document-reader.js';
import { profileOf } from '../../../specs/operation-profiles/index.js';
import { okBody } from '../../runtime/fixtures.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';

/**
 * TIMESHEET.STATUS.DEFAULT (UNSPECIFIED) — "default draft": whether a PATCH without status resets the
 * status is not shown. The update's own PATCH {} tells, whatever reader the run uses (a GET sends no
 * PATCH at all); the answer is only observed.
 */
export const timesheetStatusDefault = defineScenarioCheck({
  id: 'timesheet-status-default',
  requirement: 'TIMESHEET.STATUS.DEFAULT',
  title: 'Observe whether PATCH without status resets it to draft',
  group: 'timesheets',
  appliesTo: { kinds: ['update'], answers: 'timesheet' },
  run: async (ctx, operation) => {
    const id = ctx.config.timesheetId;
    const submitted = await ctx.send({
      operation: 'PATCH /timesheets/{timesheetId}',
      params: { timesheetId: id },
      body: { status: 'submitted' },
      purpose: 'set status submitted',
    });
    if (!okBody(submitted)) return ctx.skip('the timesheet status could not be set to submitted');
    const empty = documentReader(profileOf(operation), 'patch');
    if (!empty) return ctx.skip(`${operation} has no PATCH without a field`);
    const after = okBody(await empty.read(ctx, { timesheetId: id }, `${empty.describe()} after setting submitted`, 'admin'))?.status;
    ctx.report({
      verdict: 'observe',
      message: after === 'submitted' ? 'a PATCH without status keeps the status' : `a PATCH without status turned "submitted" into ${JSON.stringify(after)}`,
    });
  },
});
