import { definePersonality } from './personality.js';

/** The moves of the workflow: draft → submitted → approved | rejected, rejected → draft | submitted. */
const MOVES: readonly (readonly [string, string])[] = [
  ['draft', 'submitted'],
  ['submitted', 'approved'],
  ['submitted', 'rejected'],
  ['rejected', 'draft'],
  ['rejected', 'submitted'],
];

/**
 * A stricter approval workflow (issue 33): an approved timesheet is locked for good (every change is
 * refused, there is no way out), and a submitted one goes back to draft only through rejected. A run
 * must never send approved (it never sees a timesheet leave it) and must put a submitted fixture back
 * through rejected. Project statuses move freely.
 */
export const approvalLocks = definePersonality({
  name: 'approval-locks',
  description:
    'Timesheet workflow draft → submitted → approved | rejected, rejected → draft | submitted; every other move refused (400, submitted → draft included); an approved timesheet takes no change at all.',
  overrides: {
    refusesTransition: (entity, from, to) => entity === 'timesheet' && from !== to && !MOVES.some(([a, b]) => a === from && b === to),
    lockedTimesheet: { status: 'approved' },
  },
});
