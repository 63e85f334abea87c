import { DEPRECATED_OPERATIONS } from '../specs/operations.js';
import { HEADERS_OF_INTEREST } from './capture.js';

export const BASELINE_FORMAT = 'pm-conformance-baseline';
export const BASELINE_VERSION = 1;

const JSON_TYPES = ['null', 'boolean', 'integer', 'number', 'string', 'array', 'object'];

/** JSON Schema of a baseline file, so a hand-edited or truncated file is refused with the field named. */
export const baselineFileSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['format', 'version', 'recordedAt', 'baseUrl', 'entries'],
  properties: {
    format: { const: BASELINE_FORMAT },
    version: { const: BASELINE_VERSION },
    recordedAt: { type: 'string' },
    baseUrl: { type: 'string' },
    tool: { type: 'object' },
    entries: {
      type: 'array',
      items: {
        type: 'object',
        required: ['step', 'operation', 'status', 'headers'],
        additionalProperties: false,
        properties: {
          step: { type: 'string' },
          operation: { enum: [...DEPRECATED_OPERATIONS] },
          status: { type: ['integer', 'null'] },
          skipped: { type: 'string' },
          problem: { type: 'string' },
          mediaType: { type: 'string' },
          schema: { $ref: '#/$defs/inferred' },
          headers: {
            type: 'object',
            additionalProperties: false,
            properties: Object.fromEntries(HEADERS_OF_INTEREST.map((name) => [name, { type: 'string' }])),
          },
        },
      },
    },
  },
  $defs: {
    type: { enum: JSON_TYPES },
    inferred: {
      type: 'object',
      required: ['type'],
      additionalProperties: false,
      properties: {
        type: { anyOf: [{ $ref: '#/$defs/type' }, { type: 'array', items: { $ref: '#/$defs/type' }, minItems: 1 }] },
        properties: { type: 'object', additionalProperties: { $ref: '#/$defs/inferred' } },
        required: { type: 'array', items: { type: 'string' } },
        items: { $ref: '#/$defs/inferred' },
      },
    },
  },
} as const;
