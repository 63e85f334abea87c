import { profileOf, unknownDocumentParams, WRITE_KINDS } from '../../../specs/operation-profiles/index.js';
import type { SpecifiedOperationKey } from '../../../specs/operations.js';
import { uniqueEmail } from '../../runtime/fixtures.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { accepted, statusOf } from '../../runtime/statuses.js';
import { unknownId } from '../../runtime/unknown-id.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';
import type { Exchange } from '../../../engine/exchange.js';

const MALFORMED = ['not-an-id', 'x'.repeat(300), 'ünïcödé id', '../projects'];

/** The operation's harmless request (its profile's), with `id` for the document the path names. */
function requestFor(ctx: ScenarioContext, operation: SpecifiedOperationKey, id: string): { params: Record<string, string>; body?: unknown } {
  const profile = profileOf(operation);
  const body = profile.harmlessBody?.(() => uniqueEmail(ctx));
  return { params: unknownDocumentParams(profile, ctx.config, id), ...(body ? { body } : {}) };
}

/** PATH.IDS — unknown and malformed ids are not answered with a document; the status used is observed. */
export const unknownIds = defineScenarioCheck({
  id: 'unknown-ids',
  requirement: 'PATH.IDS',
  title: 'Unknown and malformed ids are not served',
  group: 'validation',
  appliesTo: { kinds: WRITE_KINDS },
  run: async (ctx, operation) => {
    const probes = [['unknown', unknownId(ctx)], ...MALFORMED.map((bad) => ['malformed', bad])] as const;
    // Unrelated ids: probed side by side, judged in order.
    const answers = await ctx.sendSideBySide(
      probes.map(([kind, id]) => ({ operation, ...requestFor(ctx, operation, id), purpose: `${kind} id "${id.slice(0, 40)}"` })),
    );
    for (const [index, [kind, id]] of probes.entries()) {
      const exchange = answers[index] as Exchange;
      ctx.report({ verdict: 'observe', message: `${kind} id answered ${statusOf(exchange)}` });
      // An idempotent DELETE may answer 200 for anyone not on the project: only observed.
      if (accepted(exchange) && profileOf(operation).kind !== 'remove-person') {
        ctx.report({
          verdict: 'fail',
          exchange,
          message: violates('PATH.IDS', `${statusOf(exchange)} for the ${kind} id "${id.slice(0, 40)}", which names no document`),
        });
      } else if (!accepted(exchange)) ctx.report({ verdict: 'pass', exchange, message: `${kind} id not served` });
    }
  },
});
