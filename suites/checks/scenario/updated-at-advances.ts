import { okBody, patchProject, readProject } from '../../runtime/fixtures.js';
import type { ScenarioCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';

/** PROJECT.UPDATED_AT (SHOULD) — updatedAt does not go back after a change. */
export const updatedAtAdvances: ScenarioCheck = {
  kind: 'scenario',
  id: 'updated-at-advances',
  requirement: 'PROJECT.UPDATED_AT',
  title: 'updatedAt advances on a change',
  group: 'projects',
  operations: ['PATCH /projects/{projectId}'],
  run: async (ctx) => {
    const before = okBody(await readProject(ctx, ctx.config.projectId));
    if (typeof before?.updatedAt !== 'string') return ctx.skip('the project could not be read, or it has no updatedAt');
    const description = `pm-conformance updatedAt probe ${ctx.seedFor('updated-at') >>> 0}`;
    const answer = await patchProject(ctx, ctx.config.projectId, { description }, 'change the description');
    const after = okBody(answer)?.updatedAt;
    if (typeof after !== 'string') return ctx.skip('the change was not accepted');
    const delta = Date.parse(after) - Date.parse(before.updatedAt);
    if (delta > 0) ctx.report({ verdict: 'pass', message: 'updatedAt advanced' });
    else if (delta === 0) ctx.report({ verdict: 'observe', message: 'updatedAt did not change after a change of description' });
    else
      ctx.report({
        verdict: 'warn',
        exchange: answer,
        message: violates('PROJECT.UPDATED_AT', `updatedAt ${after} after a change, earlier than the ${before.updatedAt} read before`),
      });
  },
};
