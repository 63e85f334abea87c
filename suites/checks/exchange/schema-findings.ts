import type { ErrorObject } from 'ajv';
import { requirementAt } from '../../../specs/annotations.js';
import type { RequirementId } from '../../../specs/requirements.js';
import type { SchemaName } from '../../../specs/schemas/index.js';
import type { ExchangeFinding } from '../../../engine/finding.js';
import { excerpt } from '../../../engine/excerpt.js';
import { valueAtPointer } from '../../../specs/json-pointer.js';
import { violates } from '../../../engine/message.js';

/**
 * What the body holds where the rule breaks: the value at the error's place, or, for a missing
 * property, the properties its object has. A long body cut from its start would hide it (the
 * evidence keeps the first 2,000 characters).
 */
function found(body: unknown, error: ErrorObject): string {
  const there = valueAtPointer(body, error.instancePath);
  if (error.keyword === 'required' && typeof there === 'object' && there !== null)
    return `its properties: ${excerpt(Object.keys(there).join(', ') || 'none', 160)}`;
  return `found ${there === undefined ? 'nothing' : excerpt(JSON.stringify(there), 160)}`;
}

/** Groups ajv errors by the catalogue requirement of the node they are about. */
export function schemaFindings(schema: SchemaName, body: unknown, errors: readonly ErrorObject[], fallback: RequirementId): ExchangeFinding[] {
  const byRequirement = new Map<RequirementId, string[]>();
  for (const error of errors) {
    const pointer = error.keyword === 'required' ? `${error.instancePath}/${String(error.params.missingProperty)}` : error.instancePath;
    const requirement = requirementAt(schema, pointer) ?? fallback;
    byRequirement.set(requirement, [
      ...(byRequirement.get(requirement) ?? []),
      `${pointer || '(root)'} ${error.message ?? error.keyword} (${found(body, error)})`,
    ]);
  }
  return [...byRequirement].map(([requirement, reasons]) => ({
    verdict: 'fail',
    requirement,
    message: violates(requirement, `a body that violates the ${schema} schema: ${reasons.join('; ')}`),
  }));
}
