import type { Exchange } from '../../../engine/exchange.js';
import { profileOf, WRITE_KINDS } from '../../../specs/operation-profiles/index.js';
import type { SpecifiedOperationKey } from '../../../specs/operations.js';
import { fixtureParams } from '../../runtime/targets.js';
import { okBody, removePerson, uniqueEmail } from '../../runtime/fixtures.js';
import { type ScenarioContext } from '../../runtime/scenario-context.js';
import { personIdOf } from '../../../specs/person-id.js';
import { statusOf } from '../../runtime/statuses.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { notifySchema } from '../../../specs/schemas/index.js';
import { violates } from '../../../engine/message.js';

const OTHER_VALUES = ['1', 'true', 'yes'];

/** Sends the operation's harmless request (its profile's) with a given notify query ({} = without notify) and undoes an add. */
async function attempt(ctx: ScenarioContext, operation: SpecifiedOperationKey, query: Record<string, string>): Promise<Exchange> {
  const purpose = `notify ${query.notify === undefined ? 'absent' : `= ${query.notify}`}`;
  const profile = profileOf(operation);
  const body = profile.harmlessBody?.(() => uniqueEmail(ctx));
  const exchange = await ctx.send({ operation, params: fixtureParams(operation, ctx.config), ...(body ? { body } : {}), query, purpose });
  const personId = profile.kind === 'add-person' ? personIdOf(okBody(exchange)) : undefined;
  if (personId) await removePerson(ctx, ctx.config.projectId, personId, 'remove the person added by the notify check');
  return exchange;
}

/** NOTIFY.PARAMETER — a request that succeeds without notify also succeeds with notify=0 and notify=false. */
export const notifyAccepted = defineScenarioCheck({
  id: 'notify-accepted',
  requirement: 'NOTIFY.PARAMETER',
  title: 'notify=0 and notify=false are accepted',
  group: 'validation',
  // Every operation that declares notify (its profile's quietable).
  appliesTo: { kinds: WRITE_KINDS, takes: 'notify' },
  run: async (ctx, operation) => {
    const baseline = await attempt(ctx, operation, {});
    if (baseline.response?.status !== 200)
      return ctx.skip(`the request without notify was answered ${statusOf(baseline)}, so notify cannot be judged on its own`);
    for (const value of notifySchema['x-disabling-values']) {
      const exchange = await attempt(ctx, operation, { notify: value });
      if (exchange.response?.status === 200) ctx.report({ verdict: 'pass', message: `notify=${value} accepted` });
      else
        ctx.report({
          verdict: 'fail',
          exchange,
          message: violates('NOTIFY.PARAMETER', `${statusOf(exchange)} for notify=${value} where the same request without notify got 200`),
        });
    }
    for (const value of OTHER_VALUES)
      ctx.report({ verdict: 'observe', message: `notify=${value} answered ${statusOf(await attempt(ctx, operation, { notify: value }))}` });
  },
});
