import { isEmail } from '../../runtime/payloads.js';
import { emailOnProject, refusesDuplicates } from '../../runtime/people-effects.js';
import type { CheckFinding } from '../../../engine/finding.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { refused, statusOf } from '../../runtime/statuses.js';
import type { Exchange } from '../../../engine/exchange.js';
import type { InvalidSample } from '../../../generators/index.js';
import { violates, type Quote } from '../../../engine/message.js';

/** REQUEST.REFUSED_NO_EFFECT, with the words of RFC 9110 it rests on. */
export const REFUSED: Quote = { id: 'REQUEST.REFUSED_NO_EFFECT', source: 'RFC 9110 §15.5.1' };

/**
 * A refused add must add nobody: the admin then adds the same (valid) e-mail, which a server that
 * refuses e-mails already on the project refuses only if the refused add added it. Calibrated once.
 */
export function refusedAddJudge(): (ctx: ScenarioContext, sample: InvalidSample, body: unknown, exchange: Exchange) => Promise<CheckFinding[]> {
  let calibration: Promise<boolean> | undefined;
  return async (ctx, sample, body, exchange) => {
    const email = (body as { email?: unknown } | null)?.email;
    if (!refused(exchange) || !isEmail(email)) return [];
    calibration ??= refusesDuplicates(ctx, ctx.config.projectId);
    const effect = await emailOnProject(ctx, ctx.config.projectId, email as string, await calibration);
    if (effect.state === 'present') {
      return [
        {
          verdict: 'fail',
          exchange: effect.exchange ?? exchange,
          evidence: 'effect',
          counterexample: body,
          message: violates(REFUSED, `${statusOf(exchange)} for a body with ${sample.label.description}, yet ${effect.detail}`),
        },
      ];
    }
    return effect.state === 'absent'
      ? [{ verdict: 'pass', message: `a refused add (${statusOf(exchange)}) added nobody` }]
      : [{ verdict: 'observe', message: `whether a refused add added anyone cannot be told: ${effect.detail}` }];
  };
}
