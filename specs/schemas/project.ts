import { schemaId } from './base.js';
import { currencyCode, currencyCodeShown, dateTime, expandableReference, objectId } from './primitives.js';
import { customPropertyRequestSchema, customPropertyResponseSchema } from './custom-property.js';

/** The 16 fields PATCH /projects/{projectId} accepts, with the Project table's types and bounds. */
export const projectUpdatableFields = {
  startDate: { ...dateTime, 'x-requirement': 'PROJECT.DATES' },
  endDate: { ...dateTime, 'x-requirement': 'PROJECT.DATES' },
  client: { ...objectId, 'x-reference': 'clients', 'x-requirement': 'PROJECT.REFERENCES' },
  customId: { type: 'string', 'x-faker': 'string.alphanumeric', 'x-requirement': 'PROJECT.FIELD_TYPES' },
  title: { type: 'string', 'x-faker': 'company.catchPhrase', 'x-requirement': 'PROJECT.FIELD_TYPES' },
  description: { type: 'string', 'x-faker': 'lorem.paragraph', 'x-requirement': 'PROJECT.FIELD_TYPES' },
  projectCode: { type: 'string', 'x-faker': 'string.alphanumeric', 'x-requirement': 'PROJECT.FIELD_TYPES' },
  projectStatus: { type: 'string', enum: ['open', 'completed', 'cancelled'], default: 'open', 'x-requirement': 'PROJECT.STATUS' },
  departments: {
    type: 'array',
    items: { ...objectId, 'x-reference': 'departments' },
    'x-set': true,
    'x-requirement': 'PROJECT.REFERENCES',
  },
  offices: {
    type: 'array',
    items: { ...objectId, 'x-reference': 'offices' },
    'x-set': true,
    'x-requirement': 'PROJECT.REFERENCES',
  },
  revenueType: { type: 'string', enum: ['milestones', 'timeAndMaterials'], 'x-requirement': 'PROJECT.REVENUE_TYPE' },
  budget: { type: 'number', minimum: 0, 'x-requirement': 'PROJECT.BUDGET' },
  timeTrackingEnabled: { type: 'boolean', default: false, 'x-requirement': 'PROJECT.TIME_TRACKING' },
  currency: currencyCode,
  inviteDomains: {
    type: 'array',
    items: { type: 'string', 'x-faker': 'internet.domainName' },
    default: ['ANY'],
    'x-set': true,
    'x-requirement': 'PROJECT.INVITE_DOMAINS',
  },
  customProperties: {
    type: 'array',
    items: { $ref: customPropertyRequestSchema.$id },
    'x-requirement': 'PROJECT.CUSTOM_PROPERTIES',
  },
} as const;

/** Response-only (R) fields of the Project table, as they appear in responses. */
export const projectResponseOnlyFields = {
  _id: { ...objectId, 'x-requirement': 'PROJECT.ID' },
  archived: { type: 'boolean', 'x-requirement': 'PROJECT.FIELD_TYPES' },
  createdBy: { ...objectId, 'x-requirement': 'PROJECT.FIELD_TYPES' },
  createdAt: { ...dateTime, 'x-requirement': 'PROJECT.DATES' },
  updatedAt: { ...dateTime, 'x-requirement': 'PROJECT.DATES' },
  org: { ...objectId, 'x-requirement': 'PROJECT.FIELD_TYPES' },
  projectType: {
    type: 'string',
    enum: ['smart-simple', 'modern-kanban', 'mx-gantt', 'structured-agile'],
    'x-requirement': 'PROJECT.TYPE',
  },
  usageStorage: { type: 'number', default: 0, 'x-requirement': 'PROJECT.USAGE_STORAGE' },
  planItems: { type: 'array', items: objectId, 'x-requirement': 'PROJECT.FIELD_TYPES' },
} as const;

export type ProjectResponseOnlyField = keyof typeof projectResponseOnlyFields;
export const PROJECT_RESPONSE_ONLY = Object.keys(projectResponseOnlyFields) as readonly ProjectResponseOnlyField[];

/**
 * "200: the complete Project, including response-only fields." Response-only fields are required;
 * the others may be absent when never set. Extra fields are allowed: the spec does not forbid them.
 * Expandable references (client) may come back as objects.
 */
export const projectSchema = {
  $id: schemaId('project'),
  title: 'Project',
  type: 'object',
  'x-requirement': 'PROJECT.RESPONSE',
  properties: {
    ...projectResponseOnlyFields,
    ...projectUpdatableFields,
    client: { ...expandableReference, 'x-requirement': 'PROJECT.REFERENCES' },
    currency: currencyCodeShown,
    customProperties: {
      type: 'array',
      items: { $ref: customPropertyResponseSchema.$id },
      'x-requirement': 'PROJECT.CUSTOM_PROPERTIES',
    },
  },
  required: PROJECT_RESPONSE_ONLY,
} as const;

/** A response-only field in the update body: never valid ("not accepted in the project update body"). */
const notAccepted = { not: {}, 'x-requirement': 'PROJECT.UPDATE.RESPONSE_ONLY', 'x-inject-from': projectSchema.$id } as const;
const notAcceptedFields = Object.fromEntries(PROJECT_RESPONSE_ONLY.map((field) => [field, notAccepted])) as {
  readonly [K in ProjectResponseOnlyField]: typeof notAccepted;
};

/**
 * PATCH /projects/{projectId} body: the 16 updatable fields, all optional; the response-only fields
 * are explicitly refused. Unknown properties: not shown (refused here, labelled UNSPECIFIED by generators).
 */
export const projectUpdateSchema = {
  $id: schemaId('project-update'),
  title: 'Project update body',
  type: 'object',
  'x-requirement': 'PROJECT.UPDATE.BODY',
  properties: {
    ...projectUpdatableFields,
    ...notAcceptedFields,
  },
  additionalProperties: false,
} as const;
