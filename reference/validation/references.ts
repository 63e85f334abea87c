import { propertySchema, referenceKind } from '../../specs/annotations.js';
import type { RequestSchemaName } from '../../specs/schemas/index.js';
import { crash, refuse } from '../http/refusal.js';
import type { Document, Org } from '../state/model.js';
import { hasFault, type World } from '../world.js';

// The record kind each declared property references (undefined: none), per schema, looked up once:
// the schema walk cost more than the check. Undeclared properties are not kept (any name can be sent).
const kinds = new Map<RequestSchemaName, Map<string, string | undefined>>();

function kindOf(schema: RequestSchemaName, key: string): string | undefined {
  let known = kinds.get(schema);
  if (!known) kinds.set(schema, (known = new Map()));
  if (known.has(key)) return known.get(key);
  const node = propertySchema(schema, key);
  const kind = node && referenceKind(node);
  if (node) known.set(key, kind);
  return kind;
}

/**
 * PROJECT.REFERENCES: client, departments, offices (and a person's role) are "references to the
 * organization's" records. The reference refuses ids its organisation does not hold (400).
 */
export function checkReferences(schema: RequestSchemaName, body: Document, org: Org, world: World): void {
  for (const [key, value] of Object.entries(body)) {
    const kind = kindOf(schema, key);
    if (kind === undefined) continue;
    const known = org.records.get(kind);
    const unknown = (Array.isArray(value) ? value : [value]).filter((id) => typeof id !== 'string' || !known?.has(id));
    if (unknown.length > 0 && hasFault(world, 'crash-on-unknown-reference')) crash(`${key}: lookup of an unknown ${kind} failed`);
    if (unknown.length > 0 && !world.behaviour.acceptsUnknownReferences)
      refuse('invalid', 'UNKNOWN_REFERENCE', `${key}: no ${kind} ${unknown.map(String).join(', ')} in the organisation`, { field: key, unknown });
  }
}
