import { schemaId } from './base.js';
import { email, expandableReference, objectId } from './primitives.js';

/** Fields of a project person that the caller sets (spec § "Project person" and the add-person table). */
export const personWritableFields = {
  permission: {
    type: 'string',
    enum: ['member', 'manager', 'admin', 'observer'],
    'x-requirement': 'PERSON.PERMISSION',
  },
  email: { ...email, 'x-requirement': 'PERSON.EMAIL' },
  role: { type: 'string', 'x-reference': 'roles', 'x-faker': 'database.mongodbObjectId', 'x-requirement': 'PERSON.FIELD_TYPES' },
  roleTitle: { type: 'string', 'x-faker': 'person.jobTitle', 'x-requirement': 'PERSON.FIELD_TYPES' },
  isProjectManager: { type: 'boolean', default: false, 'x-requirement': 'PERSON.IS_PROJECT_MANAGER' },
  rate: { type: 'number', minimum: 0, 'x-requirement': 'PERSON.RATE' },
  rateTime: {
    type: 'string',
    enum: ['oneTime', 'recurring', 'hourly', 'daily', 'weekly', 'monthly', 'yearly'],
    'x-requirement': 'PERSON.RATE_TIME',
  },
} as const;

/** The Project person record returned by POST /projects/{projectId}/people. Extra fields allowed. */
export const projectPersonSchema = {
  $id: schemaId('project-person'),
  title: 'Project person',
  type: 'object',
  'x-requirement': 'PERSON.RESPONSE',
  properties: {
    _id: { ...objectId, 'x-requirement': 'PERSON.FIELD_TYPES' },
    person: { ...expandableReference, 'x-requirement': 'PERSON.FIELD_TYPES' },
    ...personWritableFields,
    invitePendingSince: { type: 'integer', 'x-requirement': 'PERSON.INVITE_PENDING' },
    praise: { type: 'integer', minimum: 0, 'x-requirement': 'PERSON.PRAISE' },
  },
  required: ['_id', 'permission', 'person'],
} as const;

/** POST /projects/{projectId}/people body: permission and email required. Unknown properties: not shown. */
export const addPersonSchema = {
  $id: schemaId('add-person'),
  title: 'Add-person body',
  type: 'object',
  'x-requirement': 'ADD_PERSON.BODY',
  'x-requirement-required': 'ADD_PERSON.REQUIRED',
  properties: personWritableFields,
  required: ['permission', 'email'],
  additionalProperties: false,
} as const;
