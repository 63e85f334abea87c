import { schemaId } from './base.js';
import { objectId } from './primitives.js';

/** `notify` query parameter: a string; "When 0 or false, all notifications of the operation are disabled." */
export const notifySchema = {
  $id: schemaId('notify'),
  title: 'notify query parameter',
  type: 'string',
  'x-requirement': 'NOTIFY.PARAMETER',
  'x-disabling-values': ['0', 'false'],
} as const;

/** Path ids (projectId, timesheetId, personId): document id strings. */
export const pathIdSchema = {
  ...objectId,
  $id: schemaId('path-id'),
  title: 'Path id',
  'x-requirement': 'PATH.IDS',
} as const;
