import { okBody, patchProject, readProject } from '../../runtime/fixtures.js';
import { probeAs } from '../../runtime/probe-operation.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { accepted, statusOf } from '../../runtime/statuses.js';
import type { ScenarioCheck } from '../types.js';

const SENTENCE = 'Operations act within the caller\'s organization.';

/** Another organisation's attempt to change the project must leave it unchanged. */
async function changeAttempt(ctx: ScenarioContext): Promise<void> {
  const probe = `pm-conformance isolation probe ${ctx.seedFor('isolation') >>> 0}`;
  const attempt = await patchProject(ctx, ctx.config.projectId, { title: probe }, 'change the title with another organisation\'s token', 'otherOrg');
  const title = okBody(await readProject(ctx, ctx.config.projectId, 'admin', 'read the title after the attempt'))?.title;
  if (accepted(attempt) || title === probe) ctx.report({ verdict: 'fail', exchange: attempt, message: `Received ${statusOf(attempt)} and a title now ${JSON.stringify(title)} after another organisation's PATCH. The spec states: ${SENTENCE}` });
  else ctx.report({ verdict: 'pass', message: 'another organisation could not change the project' });
}

/** AUTH.ORG_ISOLATION — another organisation's token neither reads nor changes this organisation's data. */
export const orgIsolation: ScenarioCheck = {
  kind: 'scenario',
  id: 'org-isolation',
  requirement: 'AUTH.ORG_ISOLATION',
  title: 'Another organisation cannot reach this organisation\'s data',
  group: 'auth',
  operations: ['PATCH /projects/{projectId}', 'PATCH /timesheets/{timesheetId}', 'POST /projects/{projectId}/people', 'DELETE /projects/{projectId}/people/{personId}'],
  needs: ['otherOrgToken'],
  run: async (ctx, operation) => {
    const exchange = await probeAs(ctx, operation, 'otherOrg', 'call with another organisation\'s token');
    ctx.report({ verdict: 'observe', requirement: 'ERROR.OTHER_STATUSES', message: `another organisation's request is answered ${statusOf(exchange)}` });
    ctx.report(accepted(exchange)
      ? { verdict: 'fail', exchange, message: `Received ${statusOf(exchange)} for another organisation's request on this organisation's data. The spec states: ${SENTENCE}` }
      : { verdict: 'pass', message: `refused (${statusOf(exchange)})` });
    if (operation === 'PATCH /projects/{projectId}') await changeAttempt(ctx);
  },
};
