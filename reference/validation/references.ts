import { propertySchema, referenceKind } from '../../specs/annotations.js';
import type { RequestSchemaName } from '../../specs/schemas/index.js';
import { crash, refuse } from '../http/refusal.js';
import type { Document, Org } from '../state/model.js';
import { hasFault, type World } from '../world.js';

/**
 * PROJECT.REFERENCES: client, departments, offices (and a person's role) are "references to the
 * organization's" records. The reference refuses ids its organisation does not hold (400).
 */
export function checkReferences(schema: RequestSchemaName, body: Document, org: Org, world: World): void {
  for (const [key, value] of Object.entries(body)) {
    const node = propertySchema(schema, key);
    const kind = node && referenceKind(node);
    if (kind === undefined) continue;
    const known = org.records.get(kind);
    const unknown = (Array.isArray(value) ? value : [value]).filter((id) => typeof id !== 'string' || !known?.has(id));
    if (unknown.length > 0 && hasFault(world, 'crash-on-unknown-reference')) crash(`${key}: lookup of an unknown ${kind} failed`);
    if (unknown.length > 0 && !world.behaviour.acceptsUnknownReferences)
      refuse('invalid', 'UNKNOWN_REFERENCE', `${key}: no ${kind} ${unknown.map(String).join(', ')} in the organisation`, { field: key, unknown });
  }
}
