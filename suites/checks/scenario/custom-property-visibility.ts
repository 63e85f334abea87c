import { withArticle } from '../../../engine/article.js';
import { CAN_VIEW_ORDER } from '../../../specs/schemas/index.js';
import { requestPropertiesOf } from '../../runtime/custom-properties.js';
import { okBody, patchProject, readProject } from '../../runtime/fixtures.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { statusOf } from '../../runtime/statuses.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';

type Role = (typeof CAN_VIEW_ORDER)[number];

// The viewers other than the admin, each read with its own token when one is given.
const VIEWERS = [
  { role: 'member', key: 'memberToken' },
  { role: 'manager', key: 'managerToken' },
] as const;

const namesIn = (project: Record<string, unknown> | undefined) =>
  new Set(((project?.customProperties ?? []) as { name?: unknown }[]).map((property) => property.name));

/** Judges what one role sees of one probe property per canView level. */
function judge(
  ctx: ScenarioContext,
  viewer: Role,
  seen: Set<unknown>,
  probes: Record<Role, string>,
  exchange: Parameters<ScenarioContext['report']>[0]['exchange'],
): void {
  for (const level of CAN_VIEW_ORDER) {
    const visible = CAN_VIEW_ORDER.indexOf(level) <= CAN_VIEW_ORDER.indexOf(viewer);
    if (seen.has(probes[level]) === visible)
      ctx.report({ verdict: 'pass', message: `${viewer} ${visible ? 'sees' : 'does not see'} ${withArticle(level)} property` });
    else
      ctx.report({
        verdict: 'fail',
        ...(exchange ? { exchange } : {}),
        message: violates(
          'CUSTOM_PROPERTY.VISIBILITY',
          `a project read by ${withArticle(viewer)} that ${visible ? 'lacks' : 'shows'} the property with canView ${level}`,
        ),
      });
  }
}

/** CUSTOM_PROPERTY.VISIBILITY — each role sees the properties at or below its level, no more. */
export const customPropertyVisibility = defineScenarioCheck({
  id: 'custom-property-visibility',
  requirement: 'CUSTOM_PROPERTY.VISIBILITY',
  alsoJudges: ['AUTH.ROLES'],
  title: 'Custom properties are visible by role',
  group: 'projects',
  appliesTo: { kinds: ['update'], answers: 'project' },
  // Without either token it is not configured (runner/run-unit.ts skips it with the reason), not unassessed.
  needsOneOf: VIEWERS.map(({ key }) => key),
  run: async (ctx) => {
    const viewers = VIEWERS.filter(({ key }) => ctx.config[key]);
    if (viewers.length === 0) return ctx.skip('needs --member-token (PMC_MEMBER_TOKEN) or --manager-token (PMC_MANAGER_TOKEN), neither of which was given');
    const existing = requestPropertiesOf(okBody(await readProject(ctx, ctx.config.projectId)));
    const nonce = (ctx.seedFor('visibility') >>> 0).toString(36);
    const probes = Object.fromEntries(CAN_VIEW_ORDER.map((role) => [role, `pmc-visibility-${role}-${nonce}`])) as Record<Role, string>;
    const added = CAN_VIEW_ORDER.map((role) => ({ name: probes[role], value: role, canView: role }));
    const answer = await patchProject(ctx, ctx.config.projectId, { customProperties: [...existing, ...added] }, 'add one custom property per canView level');
    try {
      if (!okBody(answer)) return ctx.skip(`the admin could not set custom properties (${statusOf(answer)})`);
      // The admin's view is a read of the project, as the others' are: the 200 answer may show the project as
      // it was before the update (PROJECT.UPDATE.ANSWER), and is the view only where the run has no read.
      const adminRead = await readProject(ctx, ctx.config.projectId, 'admin', 'read the project as the admin');
      const adminView = okBody(adminRead) ? adminRead : answer;
      judge(ctx, 'admin', namesIn(okBody(adminView)), probes, adminView);
      for (const { role } of viewers) {
        const read = await readProject(ctx, ctx.config.projectId, role, `read the project as ${withArticle(role)}`);
        ctx.report({
          verdict: 'observe',
          requirement: 'AUTH.ROLES',
          message: `${withArticle(role)}'s read of the project (${read.request.method}) is answered ${statusOf(read)}`,
        });
        if (okBody(read)) judge(ctx, role, namesIn(okBody(read)), probes, read);
        else ctx.skip(`the ${role} may not read the project (${statusOf(read)}), so what ${withArticle(role)} sees cannot be observed`);
      }
    } finally {
      await patchProject(ctx, ctx.config.projectId, { customProperties: existing }, 'restore the custom properties');
    }
  },
});
