import type { RequirementId } from '../../../specs/requirements.js';
import type { ChangeAttempt } from '../../runtime/change-attempt.js';
import { okBody } from '../../runtime/fixtures.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { accepted, statusOf } from '../../runtime/statuses.js';
import type { Exchange } from '../../../engine/exchange.js';
import { violates, type Quote } from '../../../engine/message.js';

/**
 * What a 2xx weighs when no change was seen: `pass` for a caller who may be answered (an observer "can
 * view everything"), `observe` where the 2xx is a conforming design (an idempotent DELETE holds nothing
 * for another organisation), `warn` where a refusal is implied (AUTH.REFUSAL).
 */
export type AnsweredUnchanged = 'pass' | 'observe' | 'warn';

export interface JudgeOptions {
  /** Where the status of the answer is observed. */
  readonly statusRequirement?: RequirementId;
  readonly answeredUnchanged?: AnsweredUnchanged;
}

/** RFC 9110 §15.3 beside the sentence: a 2xx claims the request was accepted. */
const ANSWERED: Quote = { id: 'AUTH.REFUSAL', source: 'RFC 9110 §15.3' };

/** The finding for a 2xx after which no change was seen, or none could be told (`unknown`). */
function answeredWithoutChange(ctx: ScenarioContext, attempt: ChangeAttempt, who: string, weight: AnsweredUnchanged, unknown: boolean): void {
  const { exchange, effect } = attempt;
  const seen = unknown ? `whether it changed anything cannot be told: ${effect.detail}` : `no change was seen: ${effect.detail}`;
  if (weight === 'warn') {
    ctx.report({ verdict: 'warn', requirement: 'AUTH.REFUSAL', exchange, message: violates(ANSWERED, `${statusOf(exchange)} for a change ${who}; ${seen}`) });
  } else if (weight === 'pass' && !unknown) {
    ctx.report({ verdict: 'pass', message: `a change ${who} was answered ${statusOf(exchange)} and changed nothing (${effect.detail})` });
  } else {
    ctx.report({ verdict: 'observe', message: `a change ${who} was answered ${statusOf(exchange)}; ${seen}` });
  }
}

/**
 * Judges a change attempted by a caller who must change nothing, by effect: a change the admin sees
 * afterwards fails, whatever the status (RFC 9110 §15.5: a 4xx is not processed), and the message says
 * how it was seen. A 2xx that changed nothing weighs what `answeredUnchanged` says; a refusal that
 * changed nothing passes. The status of the answer is only observed.
 */
export function judgeAttempt(ctx: ScenarioContext, attempt: ChangeAttempt | undefined, who: string, quote: Quote, options: JudgeOptions = {}): void {
  if (!attempt) return ctx.skip(`a person could not be added for the attempt ${who}`);
  const { exchange, served, effect } = attempt;
  ctx.report({
    verdict: 'observe',
    requirement: options.statusRequirement ?? 'ERROR.OTHER_STATUSES',
    message: `a change ${who} is answered ${statusOf(exchange)}`,
  });
  if (effect.changed) {
    ctx.report({
      verdict: 'fail',
      exchange: effect.exchange ?? exchange,
      evidence: 'effect',
      message: violates(quote, `${statusOf(exchange)} ${served ? 'for' : 'refusing'} a change ${who}, and ${effect.detail}`),
    });
  } else if (served) {
    answeredWithoutChange(ctx, attempt, who, options.answeredUnchanged ?? 'warn', effect.changed === undefined);
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
 * Judges a read (PATCH {}) by a caller who must not be served, by what it handed over: a 2xx whose body
 * is a document (an object with fields) fails, a 2xx with nothing of the document is a warning
 * (AUTH.REFUSAL), a refusal passes. Its status is observed.
 */
export function judgeRead(ctx: ScenarioContext, read: Exchange, who: string, quote: Quote): void {
  ctx.report({ verdict: 'observe', requirement: 'ERROR.OTHER_STATUSES', message: `a read ${who} is answered ${statusOf(read)}` });
  const fields = Object.keys(okBody(read) ?? {});
  if (!accepted(read)) return ctx.report({ verdict: 'pass', message: `a read ${who} is refused (${statusOf(read)})` });
  ctx.report(
    fields.length > 0
      ? {
          verdict: 'fail',
          exchange: read,
          message: violates(quote, `${statusOf(read)} for a read ${who}, with the document's fields (${fields.slice(0, 6).join(', ')}…)`),
        }
      : {
          verdict: 'warn',
          requirement: 'AUTH.REFUSAL',
          exchange: read,
          message: violates(ANSWERED, `${statusOf(read)} for a read ${who}, with no document in the body`),
        },
  );
}
