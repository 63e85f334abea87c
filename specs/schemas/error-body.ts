import { schemaId } from './base.js';

/** Error body: message, code (strings) and data (object); all optional. Extra fields allowed. */
export const errorBodySchema = {
  $id: schemaId('error-body'),
  title: 'Error body',
  type: 'object',
  'x-requirement': 'ERROR.BODY',
  properties: {
    message: { type: 'string', 'x-faker': 'lorem.sentence' },
    code: { type: 'string', 'x-faker': 'string.alphanumeric' },
    data: { type: 'object' },
  },
} as const;
