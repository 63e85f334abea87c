import { timesheetUpdateSchema } from '../../specs/schemas/index.js';

/**
 * "status (…; default draft)" is the one default the spec gives a request body (PATCH /timesheets).
 * When it applies is not shown (TIMESHEET.STATUS.DEFAULT): a server may apply it to every PATCH that
 * omits status, the suite's own read (PATCH {}) included. A status read back as that default, where
 * the read itself omitted status, is therefore explained and never a lost update.
 */
export const TIMESHEET_STATUS_DEFAULT: string = timesheetUpdateSchema.properties.status.default;

/** True when `after` differs from `expected` only as the request default of PATCH /timesheets explains. */
export const explainedByStatusDefault = (key: string, after: unknown): boolean => key === 'status' && after === TIMESHEET_STATUS_DEFAULT;
