import type fc from 'fast-check';
import { validPayload } from '../../../generators/index.js';
import { okBody, patchProject, prepare, readProject, referencePool } from '../../runtime/fixtures.js';
import type { ReferencePool } from '../../runtime/payloads.js';
import { checkProperty } from '../../runtime/property.js';
import { describeDifferences, differences } from '../../runtime/read-back.js';
import type { CheckFinding } from '../../../engine/finding.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';
import { readDescription } from '../../runtime/read-document.js';

async function evaluate(ctx: ScenarioContext, pool: ReferencePool, payload: unknown): Promise<CheckFinding[]> {
  const body = prepare(ctx, 'project-update', payload, pool) as Record<string, unknown>;
  const answer = await patchProject(ctx, ctx.config.projectId, body, 'update the project');
  const answered = okBody(answer);
  if (!answered) return []; // refusals of valid payloads are reported by valid-payloads-accepted
  const readBack = await readProject(ctx, ctx.config.projectId, 'admin', 'read the update back');
  const stored = okBody(readBack);
  if (!stored) return [];
  const findings: CheckFinding[] = [];
  // The later read judges persistence (a MUST); the answer, read as the project after the update, a SHOULD.
  for (const [where, document, exchange, requirement] of [
    ['the 200 answer', answered, answer, 'PROJECT.UPDATE.ANSWER'],
    [`a later ${readDescription(ctx, 'PATCH /projects/{projectId}')}`, stored, readBack, 'PROJECT.UPDATE.PERSISTS'],
  ] as const) {
    const diff = differences('project-update', body, document);
    const wrong = diff.filter((d) => d.sameness === 'different');
    if (wrong.length > 0)
      findings.push({
        verdict: requirement === 'PROJECT.UPDATE.ANSWER' ? 'warn' : 'fail',
        requirement,
        exchange,
        counterexample: body,
        message: violates(requirement, `${where} not showing the update: ${describeDifferences(wrong)}`),
      });
    else findings.push({ verdict: 'pass', requirement, message: `${where} shows the update` });
    const coarse = diff.filter((d) => d.sameness === 'precision');
    if (coarse.length > 0)
      findings.push({ verdict: 'observe', requirement: 'PROJECT.DATES', message: `date-times stored with less precision: ${describeDifferences(coarse)}` });
  }
  return findings;
}

/**
 * PROJECT.UPDATE.PERSISTS — a later read (the run's reader: GET, or PATCH {}) shows the fields sent;
 * PROJECT.UPDATE.ANSWER (SHOULD) — so does the 200 answer, read as the project after the update.
 */
export const projectUpdatePersists = defineScenarioCheck({
  id: 'project-update-persists',
  requirement: 'PROJECT.UPDATE.PERSISTS',
  alsoJudges: ['PROJECT.UPDATE.ANSWER'],
  title: 'A project update is answered and persisted',
  group: 'projects',
  appliesTo: { kinds: ['update'], answers: 'project' },
  run: async (ctx) => {
    const pool = await referencePool(ctx);
    const arbitrary = validPayload('project-update') as fc.Arbitrary<unknown>;
    await checkProperty(ctx, {
      purpose: 'persist',
      arbitrary,
      evaluate: (payload, ctx) => evaluate(ctx, pool, payload),
      batchSize: 1,
      numRuns: Math.max(5, Math.ceil(ctx.settings.numRuns / 4)),
    });
  },
});
