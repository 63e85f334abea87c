import { violates } from '../../../engine/message.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { okBody } from '../../runtime/fixtures.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { markedWrite, otherFixtureIds, scopeFixtures, showsMarker } from '../../runtime/scope-probe.js';
import { statusOf } from '../../runtime/statuses.js';
import type { BodyOperation } from '../../runtime/targets.js';

async function run(ctx: ScenarioContext, operation: BodyOperation): Promise<void> {
  const [otherId] = otherFixtureIds(ctx, operation);
  if (!otherId) return ctx.skip('only one fixture document of this kind is configured: there is no other to watch');
  const write = await markedWrite(ctx, operation, otherId, {}, "set a field of the path's document to a value unique to the run");
  if (!write) return ctx.skip('no free-text field to mark, or the other document already shows the mark');
  if (!okBody(write.answer)) return ctx.skip(`the marked write was not accepted (${statusOf(write.answer)})`);
  if (showsMarker(write.other, write))
    return ctx.report({
      verdict: 'fail',
      ...(write.other ? { exchange: write.other } : {}),
      message: violates(
        'WRITE.SCOPE',
        `${statusOf(write.answer)} for a PATCH of ${write.field} on the document of the path, and then document ${otherId}, which the request did not name, shows ${write.field} ${JSON.stringify(write.marker)} too`,
      ),
    });
  if (!okBody(write.other)) return ctx.skip(`document ${otherId} could not be read (${write.other ? statusOf(write.other) : 'no read'})`);
  ctx.report({ verdict: 'pass', message: `a PATCH of ${write.field} left document ${otherId}, which it did not name, as it was` });
}

/**
 * WRITE.SCOPE — the scope of effects (docs/fault-model.md): an update changes the document its path
 * names and no other. A value unique to the run, written to one fixture, must not show on the other
 * fixture of the same kind (an `updateMany` where `updateOne` was meant, a filter on the organisation only).
 */
export const writeScope = defineScenarioCheck({
  id: 'write-scope',
  requirement: 'WRITE.SCOPE',
  title: 'An update changes no document but the one its path names',
  group: 'validation',
  appliesTo: { kinds: ['update'] },
  fixtures: scopeFixtures,
  run: (ctx, operation) => run(ctx, operation),
});
