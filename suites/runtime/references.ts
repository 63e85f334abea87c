import { itemsSchema, propertySchema } from '../../specs/annotations.js';
import type { RequestSchemaName } from '../../specs/schemas/index.js';

/** The kind of organisation record a schema node references ("clients"), itself or through its items. */
export function referenceKind(node: Record<string, unknown>): string | undefined {
  const kind = node['x-reference'] ?? itemsSchema(node)?.['x-reference'];
  return typeof kind === 'string' ? kind : undefined;
}

/** Fields of a body that reference organisation records (x-reference): an unknown one may be refused. */
export function referencesIn(schema: RequestSchemaName, body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  return Object.keys(body).filter((key) => {
    const node = propertySchema(schema, key);
    return node !== undefined && referenceKind(node) !== undefined;
  });
}
