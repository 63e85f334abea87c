import { propertySchema, referenceKind } from '../../specs/annotations.js';
import type { RequestSchemaName } from '../../specs/schemas/index.js';

/** Fields of a body that reference organisation records (x-reference): an unknown one may be refused. */
export function referencesIn(schema: RequestSchemaName, body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  return Object.keys(body).filter((key) => {
    const node = propertySchema(schema, key);
    return node !== undefined && referenceKind(node) !== undefined;
  });
}
