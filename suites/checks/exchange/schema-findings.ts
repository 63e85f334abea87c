import type { ErrorObject } from 'ajv';
import { requirementAt } from '../../../specs/annotations.js';
import type { RequirementId } from '../../../specs/requirements.js';
import type { SchemaName } from '../../../specs/schemas/index.js';
import type { ExchangeFinding } from '../../../engine/finding.js';
import { excerpt } from './helpers.js';
import { violates } from '../../../engine/message.js';

/** Groups ajv errors by the catalogue requirement of the node they are about. */
export function schemaFindings(schema: SchemaName, body: unknown, errors: readonly ErrorObject[], fallback: RequirementId): ExchangeFinding[] {
  const byRequirement = new Map<RequirementId, string[]>();
  for (const error of errors) {
    const pointer = error.keyword === 'required' ? `${error.instancePath}/${String(error.params.missingProperty)}` : error.instancePath;
    const requirement = requirementAt(schema, pointer) ?? fallback;
    byRequirement.set(requirement, [...(byRequirement.get(requirement) ?? []), `${pointer || '(root)'} ${error.message ?? error.keyword}`]);
  }
  return [...byRequirement].map(([requirement, reasons]) => ({
    verdict: 'fail',
    requirement,
    message: violates(requirement, `a body that violates the ${schema} schema: ${reasons.join('; ')} — ${excerpt(JSON.stringify(body))}`),
  }));
}
