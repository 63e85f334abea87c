import { definePersonality } from './personality.js';

/**
 * An approval workflow, as timesheet products often have: an approved timesheet is locked — every
 * change is refused (400) but a move to rejected, so approved → draft goes only through rejected.
 */
export const approvalWorkflow = definePersonality({
  name: 'approval-workflow',
  description: 'Approved timesheets are locked: every change is refused (400) but a move to rejected; approved → draft only through rejected.',
  overrides: { lockedTimesheet: { status: 'approved', leaveTo: 'rejected' } },
});
