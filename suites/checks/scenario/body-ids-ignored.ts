import { violates } from '../../../engine/message.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { okBody } from '../../runtime/fixtures.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { markedWrite, otherFixtureIds, scopeFixtures, showsMarker } from '../../runtime/scope-probe.js';
import { refused, statusOf } from '../../runtime/statuses.js';
import type { BodyOperation } from '../../runtime/targets.js';

async function run(ctx: ScenarioContext, operation: BodyOperation): Promise<void> {
  const [otherId] = otherFixtureIds(ctx, operation);
  if (!otherId) return ctx.skip('only one fixture document of this kind is configured: there is no other id to put in the body');
  const write = await markedWrite(ctx, operation, otherId, { _id: otherId }, `a PATCH whose body names document ${otherId} as _id`);
  if (!write) return ctx.skip('no free-text field to mark, or the other document already shows the mark');
  if (showsMarker(write.other, write))
    return ctx.report({
      verdict: 'fail',
      ...(write.other ? { exchange: write.other } : {}),
      counterexample: { [write.field]: write.marker, _id: otherId },
      message: violates(
        'WRITE.SCOPE',
        `${statusOf(write.answer)} for a PATCH whose body carried _id ${otherId}, and then document ${otherId}, which the path did not name, shows ${write.field} ${JSON.stringify(write.marker)}: the id in the body redirected the write`,
      ),
    });
  if (!okBody(write.other)) return ctx.skip(`document ${otherId} could not be read (${write.other ? statusOf(write.other) : 'no read'})`);
  if (refused(write.answer) || showsMarker(write.own, write))
    return ctx.report({
      verdict: 'pass',
      message: `a PATCH whose body carried _id ${otherId} was ${refused(write.answer) ? `refused (${statusOf(write.answer)})` : 'applied to the document of the path'}; document ${otherId} stayed as it was`,
    });
  ctx.report({ verdict: 'observe', message: `a PATCH whose body carried _id ${otherId} answered ${statusOf(write.answer)} and changed neither document` });
}

/**
 * WRITE.SCOPE — identity in the body (docs/fault-model.md; OWASP API1:2023, CWE-639): an `_id` in an
 * update's body naming the other fixture never redirects the write (`findById(body._id ?? params.id)`),
 * judged by the effect on both documents. A refusal passes: `_id` is response-only.
 */
export const bodyIdsIgnored = defineScenarioCheck({
  id: 'body-ids-ignored',
  requirement: 'WRITE.SCOPE',
  title: 'An id in the body never redirects an update',
  group: 'validation',
  appliesTo: { kinds: ['update'] },
  fixtures: scopeFixtures,
  run: (ctx, operation) => run(ctx, operation),
});
