import { requirements } from '../specs/requirements.js';
import { schemaRequirementRefs } from '../specs/schema-requirements.js';
import { allChecks } from '../suites/checks/index.js';

/**
 * npm run requirements: the catalogue with its coverage — checks whose own requirement it is, and
 * schema annotations through which response-schema and invalid-payloads-rejected judge it.
 */
const direct = new Map<string, string[]>();
for (const check of allChecks)
  for (const id of [check.requirement, ...('alsoJudges' in check ? (check.alsoJudges ?? []) : [])]) direct.set(id, [...(direct.get(id) ?? []), check.id]);
const viaSchema = new Set(schemaRequirementRefs().map((ref) => ref.id));
const width = Math.max(...requirements.map((entry) => entry.id.length));
let covered = 0;
for (const entry of requirements) {
  const checks = direct.get(entry.id) ?? [];
  const schema = viaSchema.has(entry.id);
  if (checks.length > 0 || schema) covered += 1;
  const coverage = [...checks, ...(schema ? ['(schema)'] : [])].join(', ') || '—';
  const basis = entry.basis === 'rfc' ? `rfc: ${entry.source ?? ''}` : entry.basis;
  const escalation = 'escalation' in entry ? ` (fails with --${entry.escalation})` : '';
  process.stdout.write(`${entry.id.padEnd(width)}  ${entry.level.padEnd(11)}  ${`${basis}${escalation}`.padEnd(48)}  ${coverage}\n`);
}
process.stdout.write(`\n${requirements.length} requirements; ${covered} judged by a check or a schema annotation; ${allChecks.length} checks.
MUST: a stated sentence, seen broken, fails. SHOULD: implied by the spec or recommended by an RFC, warns (or fails with the profile named).
UNSPECIFIED: "not shown" in the spec, observed only. Basis: spec (the sentence states it), rfc, policy (the suite's own rule, in the stance).\n`);
