import { customPropertyRequestSchema, customPropertyResponseSchema } from './custom-property.js';
import { errorBodySchema } from './error-body.js';
import { notifySchema, pathIdSchema } from './parameters.js';
import { addPersonSchema, projectPersonSchema } from './person.js';
import { projectSchema, projectUpdateSchema } from './project.js';
import { timesheetEntrySchema, timesheetSchema, timesheetShapeASchema, timesheetShapeBSchema, timesheetUpdateSchema } from './timesheet.js';

export * from './base.js';
export * from './custom-property.js';
export * from './error-body.js';
export * from './parameters.js';
export * from './person.js';
export * from './project.js';
export * from './timesheet.js';

/** Every schema of the suite, keyed by a short name (also the file name under specs/json/). */
export const schemas = {
  project: projectSchema,
  'project-update': projectUpdateSchema,
  'custom-property-request': customPropertyRequestSchema,
  'custom-property': customPropertyResponseSchema,
  'project-person': projectPersonSchema,
  'add-person': addPersonSchema,
  'timesheet-entry': timesheetEntrySchema,
  'timesheet-update': timesheetUpdateSchema,
  'timesheet-shape-a': timesheetShapeASchema,
  'timesheet-shape-b': timesheetShapeBSchema,
  timesheet: timesheetSchema,
  'error-body': errorBodySchema,
  notify: notifySchema,
  'path-id': pathIdSchema,
} as const;

export type SchemaName = keyof typeof schemas;

/** Request-body schemas: the ones generators produce valid, boundary and invalid payloads for. */
export const requestSchemaNames = ['project-update', 'timesheet-update', 'add-person'] as const satisfies readonly SchemaName[];
export type RequestSchemaName = (typeof requestSchemaNames)[number];
