import { okBody, patchProject, readProject } from '../../runtime/fixtures.js';
import { sameValue } from '../../runtime/compare.js';
import { propertySchema } from '../../../specs/annotations.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';

/** Instants written with offsets and fractions, which a server must keep as the same instants. */
const WITH_OFFSETS = [
  { startDate: '2031-05-04T10:20:30.000+05:30', endDate: '2031-11-30T23:45:00.000-08:00' },
  { startDate: '2030-01-01T00:00:00Z', endDate: '2030-12-31T12:00:00.250+01:00' },
];

/** PROJECT.DATES — a date-time sent with an offset comes back as the same instant, in ISO form. */
export const dateTimeRoundTrip = defineScenarioCheck({
  id: 'date-time-round-trip',
  requirement: 'PROJECT.DATES',
  title: 'Date-times keep their instant',
  group: 'projects',
  appliesTo: { kinds: ['update'], answers: 'project' },
  run: async (ctx) => {
    for (const dates of WITH_OFFSETS) {
      if (!okBody(await patchProject(ctx, ctx.config.projectId, dates, 'send date-times with offsets'))) {
        ctx.report({ verdict: 'observe', requirement: 'ERROR.CONDITIONS', message: `dates ${JSON.stringify(dates)} refused` });
        continue;
      }
      const readBack = await readProject(ctx, ctx.config.projectId, 'admin', 'read the date-times back');
      const stored = okBody(readBack);
      for (const [field, sent] of Object.entries(dates)) {
        const sameness = sameValue(sent, stored?.[field], propertySchema('project-update', field) ?? {});
        const back = JSON.stringify(stored?.[field]);
        if (sameness === 'same') ctx.report({ verdict: 'pass', message: `${field} kept its instant` });
        else if (sameness === 'precision')
          ctx.report({
            verdict: 'observe',
            message: `${field} ${back} read back for ${sent} (${new Date(sent).toISOString()}): stored with less than millisecond precision`,
          });
        else
          ctx.report({
            verdict: 'fail',
            exchange: readBack,
            message: violates('PROJECT.DATES', `${field} ${back} for ${sent}, i.e. ${new Date(sent).toISOString()}: another instant`),
          });
      }
    }
  },
});
