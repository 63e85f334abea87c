import { projectUpdatableFields, timesheetStatus } from './schemas/index.js';

/**
 * The status field of each request schema whose document has a state ("States and transitions"), its
 * values, and those that may lock a document for good (the suite's policy: an approved timesheet is
 * often closed to every change, or reopened only through rejected; README "Staging safety of statuses").
 */
export const STATE_FIELD_OF = {
  'project-update': { field: 'projectStatus', values: projectUpdatableFields.projectStatus.enum, locking: [] },
  'timesheet-update': { field: 'status', values: timesheetStatus.enum, locking: ['approved'] },
} as const;

export interface StateField {
  readonly field: string;
  readonly values: readonly string[];
  readonly locking: readonly string[];
}

export const stateFieldOf = (schema: string): StateField | undefined => (STATE_FIELD_OF as Record<string, StateField>)[schema];
