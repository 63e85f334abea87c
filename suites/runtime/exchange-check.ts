import type { Exchange } from '../../engine/exchange.js';
import type { ExchangeFinding, Finding } from '../../engine/finding.js';
import type { RequirementId } from '../../specs/requirements.js';
import { onJudgedEvidence } from '../../engine/verdict.js';

export interface ExchangeCheckContext {
  /** --require-deprecation-headers: a missing Deprecation header fails instead of warning. */
  readonly requireDeprecationHeaders: boolean;
  /** --max-response-time: slower answers are judged by response-time (none: not judged). */
  readonly maxResponseTimeMs?: number;
}

/** A pure check over a single exchange; applied to every exchange the suite makes. */
export interface ExchangeCheck {
  readonly kind: 'exchange';
  readonly id: string;
  readonly requirement: RequirementId;
  /** Other requirements the check's findings name (coverage counts the check as judging them too). */
  readonly alsoJudges?: readonly RequirementId[];
  readonly title: string;
  readonly appliesTo: (exchange: Exchange) => boolean;
  readonly run: (exchange: Exchange, ctx: ExchangeCheckContext) => ExchangeFinding[];
}

/** Who reports: the id and default requirement of a check. */
export interface CheckIdentity {
  readonly id: string;
  readonly requirement: RequirementId;
}

/**
 * What the applicable checks find in one exchange, each finding with the check that made it. On an
 * answer that says "not now" (engine/not-now.ts) no check passes, fails or warns: not assessed.
 */
export function judgeExchange(
  exchange: Exchange,
  checks: readonly ExchangeCheck[],
  ctx: ExchangeCheckContext,
): { readonly check: ExchangeCheck; readonly finding: Finding }[] {
  return checks
    .filter((check) => check.appliesTo(exchange))
    .flatMap((check) =>
      check.run(exchange, ctx).map((found) => ({
        check,
        finding: onJudgedEvidence(
          {
            check: check.id,
            requirement: found.requirement ?? check.requirement,
            operation: exchange.request.operation,
            verdict: found.verdict,
            message: found.message,
            exchange,
          },
          [exchange],
        ),
      })),
    );
}
