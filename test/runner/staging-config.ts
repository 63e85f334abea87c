import type { ConnectionConfig } from '../../engine/connection.js';

/** A staging server with every fixture the plan can use: a second project, both timesheet shapes. */
export const STAGING_CONFIG: ConnectionConfig = {
  baseUrl: 'http://127.0.0.1:9/v1',
  token: 't',
  projectId: 'p1',
  secondProjectId: 'p2',
  timesheetId: 't1',
  projectTimesheetId: 't2',
};
