import type { RequirementId } from '../../../specs/requirements.js';
import type { ChangeAttempt } from '../../runtime/change-attempt.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { accepted, statusOf } from '../../runtime/statuses.js';
import type { Exchange } from '../../../engine/exchange.js';
import { violates, type Quote } from '../../../engine/message.js';

export interface JudgeOptions {
  /** Where the status of the answer is observed. */
  readonly statusRequirement?: RequirementId;
  /** A caller who may be answered 200 as long as nothing changes (an observer "can view everything"). */
  readonly mayBeAnswered?: boolean;
}

/**
 * Judges a change attempted by a caller who must change nothing, by effect: a refusal after which the
 * admin finds the change made fails (RFC 9110 §15.5: a 4xx is not processed), and so does a 2xx unless
 * the caller may be answered. The status of the answer is only observed.
 */
export function judgeAttempt(ctx: ScenarioContext, attempt: ChangeAttempt | undefined, who: string, quote: Quote, options: JudgeOptions = {}): void {
  if (!attempt) return ctx.skip(`a person could not be added for the attempt ${who}`);
  const { exchange, served, effect } = attempt;
  ctx.report({
    verdict: 'observe',
    requirement: options.statusRequirement ?? 'ERROR.OTHER_STATUSES',
    message: `a change ${who} is answered ${statusOf(exchange)}`,
  });
  if (served && (effect.changed || !options.mayBeAnswered)) {
    ctx.report({
      verdict: 'fail',
      exchange,
      message: violates(quote, `${statusOf(exchange)} for a change ${who}${effect.changed ? `, and ${effect.detail}` : ''}`),
    });
  } else if (effect.changed) {
    ctx.report({
      verdict: 'fail',
      exchange: effect.exchange ?? exchange,
      message: violates(quote, `${statusOf(exchange)} refusing a change ${who}, yet ${effect.detail}`),
    });
  } else if (effect.changed === false) {
    ctx.report({ verdict: 'pass', message: `a change ${who} was answered ${statusOf(exchange)} and changed nothing` });
  } else {
    ctx.report({
      verdict: 'observe',
      message: `a change ${who} was answered ${statusOf(exchange)}; whether it changed anything cannot be told: ${effect.detail}`,
    });
  }
}

/**
 * Judges a read (PATCH {}) by a caller who must not be served: its status is observed, a 2xx fails
 * (the document was handed over), a refusal passes.
 */
export function judgeRead(ctx: ScenarioContext, read: Exchange, who: string, quote: Quote): void {
  ctx.report({ verdict: 'observe', requirement: 'ERROR.OTHER_STATUSES', message: `a read ${who} is answered ${statusOf(read)}` });
  ctx.report(
    accepted(read)
      ? { verdict: 'fail', exchange: read, message: violates(quote, `${statusOf(read)} for a read ${who}`) }
      : { verdict: 'pass', message: `a read ${who} is refused (${statusOf(read)})` },
  );
}
