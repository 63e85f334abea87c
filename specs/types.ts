import type { FromSchema } from 'json-schema-to-ts';
import type {
  addPersonSchema,
  customPropertyRequestSchema,
  customPropertyResponseSchema,
  errorBodySchema,
  projectPersonSchema,
  projectSchema,
  projectUpdateSchema,
  timesheetEntrySchema,
  timesheetSchema,
  timesheetShapeASchema,
  timesheetShapeBSchema,
  timesheetUpdateSchema,
} from './schemas/index.js';

// Types are inferred from the schemas: there is no hand-written interface that could drift.
type Refs = [
  typeof customPropertyRequestSchema,
  typeof customPropertyResponseSchema,
  typeof timesheetEntrySchema,
  typeof timesheetShapeASchema,
  typeof timesheetShapeBSchema,
];
type From<S> = FromSchema<S & object, { references: Refs; keepDefaultedPropertiesOptional: true }>;

export type Project = From<typeof projectSchema>;
export type ProjectUpdate = From<typeof projectUpdateSchema>;
export type CustomProperty = From<typeof customPropertyRequestSchema>;
export type ProjectPerson = From<typeof projectPersonSchema>;
export type AddPerson = From<typeof addPersonSchema>;
export type TimesheetEntry = From<typeof timesheetEntrySchema>;
export type TimesheetUpdate = From<typeof timesheetUpdateSchema>;
export type Timesheet = From<typeof timesheetSchema>;
export type ErrorBody = From<typeof errorBodySchema>;
