import { CAN_VIEW_ORDER, customPropertyFields } from '../../../specs/schemas/index.js';
import { okBody, patchProject, readProject } from '../../runtime/fixtures.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { statusOf } from '../../runtime/statuses.js';
import type { ScenarioCheck } from '../types.js';

type Role = (typeof CAN_VIEW_ORDER)[number];
const SENTENCE = 'canView: Minimum role allowed to view. A manager and an admin can view a property set to manager; a member cannot.';

/** A custom property as a request may carry it: only the fields the request schema defines. */
function asRequest(property: unknown): Record<string, unknown> {
  const source = (property ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.keys(customPropertyFields).filter((key) => key in source).map((key) => [key, source[key]]));
}

const namesIn = (project: Record<string, unknown> | undefined) =>
  new Set(((project?.customProperties ?? []) as { name?: unknown }[]).map((property) => property.name));

/** Judges what one role sees of one probe property per canView level. */
function judge(ctx: ScenarioContext, viewer: Role, seen: Set<unknown>, probes: Record<Role, string>, exchange: Parameters<ScenarioContext['report']>[0]['exchange']): void {
  for (const level of CAN_VIEW_ORDER) {
    const visible = CAN_VIEW_ORDER.indexOf(level) <= CAN_VIEW_ORDER.indexOf(viewer);
    if (seen.has(probes[level]) === visible) ctx.report({ verdict: 'pass', message: `${viewer} ${visible ? 'sees' : 'does not see'} a ${level} property` });
    else ctx.report({ verdict: 'fail', ...(exchange ? { exchange } : {}), message: `Received a project read by a ${viewer} that ${visible ? 'lacks' : 'shows'} the property with canView ${level}. The spec states: ${SENTENCE}` });
  }
}

/** CUSTOM_PROPERTY.VISIBILITY — each role sees the properties at or below its level, no more. */
export const customPropertyVisibility: ScenarioCheck = {
  kind: 'scenario',
  id: 'custom-property-visibility',
  requirement: 'CUSTOM_PROPERTY.VISIBILITY',
  title: 'Custom properties are visible by role',
  group: 'projects',
  operations: ['PATCH /projects/{projectId}'],
  needs: ['memberToken'],
  run: async (ctx) => {
    const existing = ((okBody(await readProject(ctx, ctx.config.projectId))?.customProperties ?? []) as unknown[]).map(asRequest);
    const nonce = (ctx.seedFor('visibility') >>> 0).toString(36);
    const probes = Object.fromEntries(CAN_VIEW_ORDER.map((role) => [role, `pmc-visibility-${role}-${nonce}`])) as Record<Role, string>;
    const added = CAN_VIEW_ORDER.map((role) => ({ name: probes[role], value: role, canView: role }));
    const answer = await patchProject(ctx, ctx.config.projectId, { customProperties: [...existing, ...added] }, 'add one custom property per canView level');
    try {
      if (!okBody(answer)) return ctx.skip(`the admin could not set custom properties (${statusOf(answer)})`);
      judge(ctx, 'admin', namesIn(okBody(answer)), probes, answer);
      const memberRead = await readProject(ctx, ctx.config.projectId, 'member', 'read the project as a member');
      ctx.report({ verdict: 'observe', requirement: 'AUTH.ROLES', message: `a member's PATCH {} on a project is answered ${statusOf(memberRead)}` });
      if (!okBody(memberRead)) return ctx.skip(`the member may not read the project (${statusOf(memberRead)}), so visibility cannot be observed`);
      judge(ctx, 'member', namesIn(okBody(memberRead)), probes, memberRead);
    } finally {
      await patchProject(ctx, ctx.config.projectId, { customProperties: existing }, 'restore the custom properties');
    }
  },
};
