import type fc from 'fast-check';
import { validPayload } from '../../../generators/index.js';
import { okBody, patchProject, prepare, readProject, referencePool } from '../../runtime/fixtures.js';
import { checkProperty } from '../../runtime/property.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';

/** PROJECT.TYPE — "Cannot be changed later": projectType is the same before and after updates. */
export const projectTypeImmutable = defineScenarioCheck({
  id: 'project-type-immutable',
  requirement: 'PROJECT.TYPE',
  title: 'projectType never changes',
  group: 'projects',
  appliesTo: { kinds: ['update'], answers: 'project' },
  run: async (ctx) => {
    const pool = await referencePool(ctx);
    const initial = okBody(await readProject(ctx, ctx.config.projectId))?.projectType;
    if (initial === undefined) return ctx.skip('the project could not be read with the admin token, or it has no projectType');
    await checkProperty(ctx, {
      purpose: 'project type',
      arbitrary: validPayload('project-update') as fc.Arbitrary<unknown>,
      batchSize: 1,
      numRuns: 5,
      evaluate: async (payload, ctx) => {
        const answer = await patchProject(ctx, ctx.config.projectId, prepare(ctx, 'project-update', payload, pool), 'update, then compare projectType');
        const type = okBody(answer)?.projectType;
        if (type === undefined || type === initial)
          return type === undefined ? [] : [{ verdict: 'pass', message: `projectType stays ${JSON.stringify(initial)}` }];
        return [
          {
            verdict: 'fail',
            exchange: answer,
            // Re-checked by the same update again: the type still not the initial one, or changed once more, is the same violation.
            stillShows: (again) => {
              const shown = okBody(again)?.projectType;
              return shown !== undefined && (shown !== initial || shown !== type);
            },
            message: violates('PROJECT.TYPE', `projectType ${JSON.stringify(type)} after an update; it was ${JSON.stringify(initial)}`),
          },
        ];
      },
    });
  },
});
