import { schemaId } from './base.js';

/** Field definitions of a custom property (spec § "Custom property"), shared by request and response. */
export const customPropertyFields = {
  name: { type: 'string', 'x-faker': 'commerce.productAdjective', 'x-requirement': 'PROJECT.CUSTOM_PROPERTIES' },
  value: { description: 'Any JSON value.', 'x-faker': 'json.any' },
  canView: {
    type: 'string',
    enum: ['member', 'manager', 'admin'],
    'x-requirement': 'CUSTOM_PROPERTY.CAN_VIEW',
  },
  description: { type: 'string', 'x-faker': 'lorem.sentence', 'x-requirement': 'PROJECT.CUSTOM_PROPERTIES' },
} as const;

/** Roles in ascending order of visibility: a property is visible to its canView role and above. */
export const CAN_VIEW_ORDER = customPropertyFields.canView.enum;

/** Custom property in a request: name, value and canView are required. Unknown properties: not shown. */
export const customPropertyRequestSchema = {
  $id: schemaId('custom-property-request'),
  title: 'Custom property (request)',
  type: 'object',
  'x-requirement': 'PROJECT.CUSTOM_PROPERTIES',
  'x-requirement-required': 'CUSTOM_PROPERTY.REQUIRED',
  properties: customPropertyFields,
  required: ['name', 'value', 'canView'],
  additionalProperties: false,
} as const;

/** Custom property as returned: the spec states no required fields for responses. */
export const customPropertyResponseSchema = {
  $id: schemaId('custom-property'),
  title: 'Custom property (response)',
  type: 'object',
  properties: customPropertyFields,
} as const;
