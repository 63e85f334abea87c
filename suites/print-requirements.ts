import { requirements } from '../specs/requirements.js';
import { schemaRequirementRefs } from '../specs/schema-requirements.js';
import { allChecks } from './checks/index.js';

/**
 * npm run requirements: the catalogue with its coverage — checks whose own requirement it is, and
 * schema annotations through which response-schema and invalid-payloads-rejected judge it.
 */
const direct = new Map<string, string[]>();
for (const check of allChecks) direct.set(check.requirement, [...(direct.get(check.requirement) ?? []), check.id]);
const viaSchema = new Set(schemaRequirementRefs().map((ref) => ref.id));
const width = Math.max(...requirements.map((entry) => entry.id.length));
let covered = 0;
for (const entry of requirements) {
  const checks = direct.get(entry.id) ?? [];
  const schema = viaSchema.has(entry.id);
  if (checks.length > 0 || schema) covered += 1;
  const coverage = [...checks, ...(schema ? ['(schema)'] : [])].join(', ') || '—';
  process.stdout.write(`${entry.id.padEnd(width)}  ${entry.level.padEnd(11)}  ${coverage}\n`);
}
process.stdout.write(`\n${requirements.length} requirements; ${covered} judged by a check or a schema annotation; ${allChecks.length} checks.\n`);
