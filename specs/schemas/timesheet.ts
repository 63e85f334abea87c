import { schemaId } from './base.js';
import { dateTime, objectId } from './primitives.js';

/** "day is a string (three-letter uppercase day abbreviation). value is a number (float)." */
const hours = {
  type: 'array',
  'x-requirement': 'TIMESHEET.ENTRY.HOURS',
  items: {
    type: 'object',
    // "Required or optional status of entry properties in requests: not shown": day and value included.
    'x-required-unshown': true,
    properties: {
      day: {
        type: 'string',
        pattern: '^[A-Z]{3}$',
        'x-faker': 'weekday.abbreviation',
        'x-requirement': 'TIMESHEET.ENTRY.DAY',
      },
      value: { type: 'number', 'x-requirement': 'TIMESHEET.ENTRY.HOURS' },
    },
  },
} as const;

/** Entry fields common to requests and both response shapes. Required status in requests: not shown. */
const entryFields = {
  description: { type: 'string', 'x-faker': 'lorem.sentence', 'x-requirement': 'TIMESHEET.ENTRY.FIELD_TYPES' },
  hours,
  codeId: { type: 'string', 'x-faker': 'string.alphanumeric', 'x-requirement': 'TIMESHEET.ENTRY.FIELD_TYPES' },
} as const;

const taskId = { type: 'string', 'x-faker': 'database.mongodbObjectId', 'x-requirement': 'TIMESHEET.TASK_ID' } as const;

/** A timesheet entry in a request. taskId is allowed: shape-B timesheets' entries carry it. */
export const timesheetEntrySchema = {
  $id: schemaId('timesheet-entry'),
  title: 'Timesheet entry',
  type: 'object',
  'x-requirement': 'TIMESHEET.ENTRY.FIELD_TYPES',
  'x-required-unshown': true,
  // Which timesheet a request addresses is not known to the schema: a taskId is valid on shape B only.
  properties: { ...entryFields, taskId: { ...taskId, 'x-conditional': 'taskId | string | Present in shape B only.' } },
  additionalProperties: false,
} as const;

export const timesheetStatus = {
  type: 'string',
  enum: ['draft', 'submitted', 'approved', 'rejected'],
  default: 'draft',
  'x-requirement': 'TIMESHEET.STATUS',
} as const;

/** PATCH /timesheets/{timesheetId} body. Unknown properties: not shown. */
export const timesheetUpdateSchema = {
  $id: schemaId('timesheet-update'),
  title: 'Timesheet update body',
  type: 'object',
  'x-requirement': 'TIMESHEET.UPDATE.BODY',
  properties: {
    status: timesheetStatus,
    customId: { type: 'string', 'x-faker': 'string.alphanumeric', 'x-requirement': 'TIMESHEET.FIELD_TYPES' },
    entries: { type: 'array', items: { $ref: timesheetEntrySchema.$id }, 'x-requirement': 'TIMESHEET.FIELD_TYPES' },
  },
  additionalProperties: false,
} as const;

/** Common fields of both response shapes. weekOfDate/weekStart/weekEnd formats: not shown. */
const commonFields = {
  _id: objectId,
  createdBy: objectId,
  createdAt: { ...dateTime, 'x-requirement': 'TIMESHEET.DATES' },
  updatedAt: { ...dateTime, 'x-requirement': 'TIMESHEET.DATES' },
  type: { type: 'string', 'x-requirement': 'TIMESHEET.FIELD_TYPES' },
  status: timesheetStatus,
  customId: { type: 'string', 'x-requirement': 'TIMESHEET.FIELD_TYPES' },
  weekOfDate: { type: 'string', 'x-requirement': 'TIMESHEET.FIELD_TYPES' },
  weekStart: { type: 'string', 'x-requirement': 'TIMESHEET.FIELD_TYPES' },
  weekEnd: { type: 'string', 'x-requirement': 'TIMESHEET.FIELD_TYPES' },
} as const;

/**
 * Shape A (person timesheet): adds person; its entries never carry taskId ("Present in shape B only").
 * Open, like every response shape: the tables list fields, they do not close a shape. planItem is what
 * tells shape B apart, so it alone is refused here; a project or any other property is only unlisted.
 */
export const timesheetShapeASchema = {
  $id: schemaId('timesheet-shape-a'),
  title: 'Timesheet, shape A (person timesheet)',
  type: 'object',
  'x-requirement': 'TIMESHEET.SHAPE',
  properties: {
    ...commonFields,
    person: { type: 'string', 'x-requirement': 'TIMESHEET.SHAPE' },
    planItem: false,
    entries: {
      type: 'array',
      'x-requirement': 'TIMESHEET.TASK_ID',
      items: { type: 'object', properties: { ...entryFields, taskId: false } },
    },
  },
  required: ['person'],
} as const;

/** Shape B (project timesheet): adds planItem and project; its entries also carry taskId. Open: a person is only unlisted. */
export const timesheetShapeBSchema = {
  $id: schemaId('timesheet-shape-b'),
  title: 'Timesheet, shape B (project timesheet)',
  type: 'object',
  'x-requirement': 'TIMESHEET.SHAPE',
  properties: {
    ...commonFields,
    planItem: { type: 'string', 'x-requirement': 'TIMESHEET.SHAPE' },
    project: { type: 'string', 'x-requirement': 'TIMESHEET.SHAPE' },
    entries: {
      type: 'array',
      'x-requirement': 'TIMESHEET.FIELD_TYPES',
      items: { type: 'object', properties: { ...entryFields, taskId } },
    },
  },
  required: ['planItem', 'project'],
} as const;

/** "200: a Timesheet in shape A or shape B." Exactly one matches: shape A refuses planItem, shape B requires it. */
export const timesheetSchema = {
  $id: schemaId('timesheet'),
  title: 'Timesheet',
  'x-requirement': 'TIMESHEET.SHAPE',
  oneOf: [{ $ref: timesheetShapeASchema.$id }, { $ref: timesheetShapeBSchema.$id }],
} as const;

/** The shape a timesheet body is judged against: B when it carries planItem (shape B's own field), A otherwise. */
export const timesheetShapeOf = (body: object): 'timesheet-shape-a' | 'timesheet-shape-b' => ('planItem' in body ? 'timesheet-shape-b' : 'timesheet-shape-a');
