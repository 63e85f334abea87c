import type fc from 'fast-check';
import { validPayload } from '../../../generators/index.js';
import { projectUpdatableFields } from '../../../specs/schemas/index.js';
import { okBody, patchProject, prepare, readProject, referencePool } from '../../runtime/fixtures.js';
import type { ReferencePool } from '../../runtime/payloads.js';
import { checkProperty } from '../../runtime/property.js';
import { describeDifferences, differences } from '../../runtime/read-back.js';
import type { CheckFinding } from '../../../engine/finding.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';

const UPDATABLE = Object.keys(projectUpdatableFields);

/** The project as the last read showed it: one sample at a time, so it is what the next one starts from. */
interface Known {
  project?: Record<string, unknown>;
}

async function evaluate(ctx: ScenarioContext, pool: ReferencePool, payload: unknown, known: Known): Promise<CheckFinding[]> {
  const before = known.project ?? okBody(await readProject(ctx, ctx.config.projectId, 'admin', 'read the project before a partial update'));
  delete known.project;
  const body = prepare(ctx, 'project-update', payload, pool) as Record<string, unknown>;
  if (!before || !okBody(await patchProject(ctx, ctx.config.projectId, body, 'partial update'))) return [];
  const readBack = await readProject(ctx, ctx.config.projectId, 'admin', 'read the fields not sent');
  const after = okBody(readBack);
  if (!after) return [];
  // The read after one update is the read before the next: a round trip less a sample, none less sure.
  known.project = after;
  const untouched = Object.fromEntries(UPDATABLE.filter((field) => field in before && !(field in body)).map((field) => [field, before[field]]));
  const lost = differences('project-update', untouched, after).filter((d) => d.sameness === 'different');
  return lost.length === 0
    ? [{ verdict: 'pass', message: `${Object.keys(untouched).length} fields not sent kept their values` }]
    : [
        {
          verdict: 'fail',
          exchange: readBack,
          counterexample: body,
          message: violates(
            'PROJECT.UPDATE.PARTIAL',
            `changes to fields that were not sent (${describeDifferences(lost, { sent: 'was', back: 'now' })}) after sending only ${Object.keys(body).join(', ') || '{}'}`,
          ),
        },
      ];
}

/** PROJECT.UPDATE.PARTIAL — "All fields are optional": fields not sent keep their values. */
export const projectUpdatePartial = defineScenarioCheck({
  id: 'project-update-partial',
  requirement: 'PROJECT.UPDATE.PARTIAL',
  title: 'A project update changes only the fields sent',
  group: 'projects',
  appliesTo: { kinds: ['update'], answers: 'project' },
  run: async (ctx) => {
    const pool = await referencePool(ctx);
    const arbitrary = validPayload('project-update') as fc.Arbitrary<unknown>;
    const known: Known = {};
    await checkProperty(ctx, {
      purpose: 'partial',
      arbitrary,
      evaluate: (payload, ctx) => evaluate(ctx, pool, payload, known),
      batchSize: 1,
      numRuns: Math.max(5, Math.ceil(ctx.settings.numRuns / 4)),
    });
  },
});
