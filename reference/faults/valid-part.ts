import { validatorFor } from '../../specs/ajv.js';
import type { RequestSchemaName } from '../../specs/schemas/index.js';
import type { Document } from '../state/model.js';

/**
 * The fields of a refused body that are valid on their own: what the refused-*-applied faults store
 * before answering 400 (a server that applies field by field and stops at the first bad one).
 */
export function validPart(schema: RequestSchemaName, body: Document): Document {
  const validate = validatorFor(schema);
  return Object.fromEntries(Object.entries(body).filter(([field, value]) => validate({ [field]: value })));
}
