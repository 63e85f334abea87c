import { SPECIFIED_OPERATIONS } from '../operations.js';
import { timesheetUpdateSchema } from '../schemas/index.js';
import { defineProfile, EMPTY_UPDATE } from './profile.js';

/** PATCH /timesheets/{timesheetId}: updates a fixture timesheet; PATCH {} is how a timesheet is read. */
export const updateTimesheet = defineProfile(SPECIFIED_OPERATIONS.updateTimesheet, {
  pathParameters: { timesheetId: 'timesheetId' },
  kind: 'update',
  requirements: {
    body: timesheetUpdateSchema['x-requirement'],
    response: 'TIMESHEET.SHAPE',
    pathId: 'TIMESHEET.ID',
    persists: 'TIMESHEET.PERSISTS',
    answers: 'TIMESHEET.UPDATE.ANSWER',
    keepsUnsent: 'TIMESHEET.PERSISTS',
  },
  readBack: { operation: SPECIFIED_OPERATIONS.updateTimesheet.key, body: EMPTY_UPDATE },
  fixtures: { noun: 'timesheet', ids: ['timesheetId', 'projectTimesheetId'], eachUsed: true },
  harmlessBody: () => ({ ...EMPTY_UPDATE }),
  needsAnyInviteDomain: false,
});
