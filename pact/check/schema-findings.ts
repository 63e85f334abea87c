import type { ErrorObject } from 'ajv';
import { requirementAt } from '../../specs/annotations.js';
import type { RequirementId } from '../../specs/requirements.js';
import type { SchemaName } from '../../specs/schemas/index.js';
import { excerpt } from '../../engine/excerpt.js';
import { violates } from '../../engine/message.js';
import type { PactFinding } from './check-types.js';

/** The requirement a violation at `pointer` breaks, else the schema's own. */
export function requirementOf(schema: SchemaName, pointer: string, fallback: RequirementId): RequirementId {
  return requirementAt(schema, pointer) ?? requirementAt(schema, '') ?? fallback;
}

/** "Received … / The spec states …" with the catalogue's sentence of the requirement. */
export const contradiction = (id: RequirementId, what: string): PactFinding => ({ verdict: 'fail', requirement: id, message: violates(id, what) });

export const reliance = (id: RequirementId, what: string): PactFinding => ({ verdict: 'warn', requirement: id, message: violates(id, what) });

/** ajv errors as contradictions, one per requirement they break (the field-level requirement when annotated). */
export function schemaContradictions(schema: SchemaName, body: unknown, errors: readonly ErrorObject[], what: string, fallback: RequirementId): PactFinding[] {
  const byRequirement = new Map<RequirementId, string[]>();
  for (const error of errors) {
    const pointer = error.keyword === 'required' ? `${error.instancePath}/${String(error.params.missingProperty)}` : error.instancePath;
    const id = requirementOf(schema, pointer, fallback);
    byRequirement.set(id, [...(byRequirement.get(id) ?? []), `${pointer || '(root)'} ${error.message ?? error.keyword}`]);
  }
  return [...byRequirement].map(([id, reasons]) => contradiction(id, `${what} ${excerpt(JSON.stringify(body))} (${reasons.join('; ')})`));
}
