import type { Exchange } from '../../../engine/exchange.js';
import { okBody, patchProject, readProject } from '../../runtime/fixtures.js';
import { instantOf } from '../../runtime/instant.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';

/**
 * How long to wait before trying a change again when updatedAt stood still: past the resolution the
 * timestamp shows (a server storing whole seconds shows no fraction, or a fraction of zeros).
 */
const pauseAfter = (updatedAt: string) => (/[.,]\d*[1-9]/.test(updatedAt) ? 20 : 1_100);

/** A change of description the server stored (its 200 shows it), with the updatedAt it answered. */
async function change(ctx: ScenarioContext, attempt: number): Promise<{ answer: Exchange; updatedAt?: string } | undefined> {
  const description = `pm-conformance updatedAt probe ${ctx.seedFor('updated-at') >>> 0}-${attempt}`;
  const answer = await patchProject(ctx, ctx.config.projectId, { description }, 'change the description');
  const body = okBody(answer);
  if (body?.description !== description) return undefined;
  return { answer, ...(typeof body.updatedAt === 'string' ? { updatedAt: body.updatedAt } : {}) };
}

const delta = (from: string, to: string) => instantOf(to) - instantOf(from);

/**
 * PROJECT.UPDATED_AT (SHOULD, policy) — updatedAt advances when a stored value changed, and never
 * goes back. A standstill is tried once more past the timestamp's resolution before it is a warning:
 * two changes within one second of a server that stores whole seconds are not a standstill.
 */
export const updatedAtAdvances = defineScenarioCheck({
  id: 'updated-at-advances',
  requirement: 'PROJECT.UPDATED_AT',
  title: 'updatedAt advances on a change',
  group: 'projects',
  appliesTo: { kinds: ['update'], answers: 'project' },
  run: async (ctx) => {
    const before = okBody(await readProject(ctx, ctx.config.projectId))?.updatedAt;
    if (typeof before !== 'string' || Number.isNaN(instantOf(before))) return ctx.skip('the project could not be read, or it has no updatedAt date-time');
    const first = await change(ctx, 1);
    if (!first?.updatedAt || Number.isNaN(instantOf(first.updatedAt))) return ctx.skip('the change was not accepted and shown, or its answer has no updatedAt');
    if (delta(before, first.updatedAt) < 0)
      return ctx.report({
        verdict: 'warn',
        exchange: first.answer,
        message: violates('PROJECT.UPDATED_AT', `updatedAt ${first.updatedAt} after a change, earlier than the ${before} read before`),
      });
    if (delta(before, first.updatedAt) > 0) return ctx.report({ verdict: 'pass', message: 'updatedAt advanced' });
    await new Promise((resolve) => setTimeout(resolve, pauseAfter(before)));
    const second = await change(ctx, 2);
    if (!second?.updatedAt || Number.isNaN(instantOf(second.updatedAt)))
      return ctx.skip('the second change was not accepted and shown, or its answer has no updatedAt');
    if (delta(first.updatedAt, second.updatedAt) > 0)
      return ctx.report({ verdict: 'pass', message: 'updatedAt advanced (on a second change, past its resolution)' });
    ctx.report({
      verdict: 'warn',
      exchange: second.answer,
      message: violates(
        'PROJECT.UPDATED_AT',
        `updatedAt ${second.updatedAt} after two changes of description, ${pauseAfter(before)} ms apart, both stored; it was ${before} before them`,
      ),
    });
  },
});
