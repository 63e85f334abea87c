import { defineReadProfile } from './profile.js';
import { updateTimesheet } from './update-timesheet.js';

/** GET /timesheets/{timesheetId}: listed by the spec's change record, shape not shown; read with only when it answers a Timesheet shape. */
export const readTimesheet = defineReadProfile('GET /timesheets/{timesheetId}', 'Reads a timesheet (shape not shown).', updateTimesheet);
