import type { Finding } from '../../engine/finding.js';
import { reportFromFindings } from '../../engine/report/findings-report.js';
import { SPECIFIED_OPERATIONS, type OperationKey } from '../../specs/operations.js';
import type { RunReport } from '../../engine/report/model.js';
import { matchPactOperation } from '../operations/match-path.js';
import { readPactFile } from '../pact-file/read-pact-file.js';
import type { CheckedInteraction } from './checked-interaction.js';
import type { InteractionContext, PactCheck, PactFinding } from './check-types.js';
import { PACT_CHECKS } from './checks/index.js';
import { deprecationFindings } from './deprecated-operations.js';
import { checkedInteractions } from './normalize.js';
import { pactVersion } from './pact-version.js';

function contextOf(interaction: CheckedInteraction): InteractionContext {
  const operation = interaction.http ? matchPactOperation(interaction.method, interaction.path)?.operation : undefined;
  const specified = Object.values(SPECIFIED_OPERATIONS).find((candidate) => candidate.key === operation);
  return { interaction, ...(operation ? { operation } : {}), ...(specified ? { specified } : {}) };
}

/** A finding named after its check and interaction (the report's row key is check × operation × requirement). */
function findingOf(check: PactCheck, { interaction, operation }: InteractionContext, found: PactFinding): Finding {
  // A request outside the spec has no OperationKey: the row shows it as the pact wrote it.
  const shown = (operation ?? `${interaction.method} ${interaction.path}`) as OperationKey;
  return { check: `${check.id} [${interaction.description}]`, operation: shown, ...found };
}

/**
 * `pm-conformance pact check FILE`: judges any consumer's pact (v2, v3 or v4) against the spec,
 * without a broker or a provider. Contradictions fail; reliance on deprecated operations and on
 * behaviour the spec does not show are warnings.
 */
export function checkPact(file: string): RunReport {
  const startedAt = new Date().toISOString();
  const document = readPactFile(file);
  const contexts = checkedInteractions(document, pactVersion(document, file)).map(contextOf);
  const findings = contexts.flatMap((context) => PACT_CHECKS.flatMap((check) => check.run(context).map((found) => findingOf(check, context, found))));
  const used = new Map<OperationKey, number>();
  for (const { operation } of contexts) if (operation) used.set(operation, (used.get(operation) ?? 0) + 1);
  return reportFromFindings([...findings, ...deprecationFindings(used)], [], {
    kind: 'pact-check',
    baseUrl: file,
    embedded: false,
    seed: 0,
    numRuns: 0,
    startedAt,
    finishedAt: new Date().toISOString(),
    command: `pm-conformance pact check ${file}`,
  });
}
