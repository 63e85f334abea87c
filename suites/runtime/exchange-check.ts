import type { Exchange } from '../../engine/exchange.js';
import type { ExchangeFinding, Finding } from '../../engine/finding.js';
import type { RequirementId } from '../../specs/requirements.js';
import { onJudgedEvidence } from '../../engine/verdict.js';
import { isJudged } from '../../engine/not-now.js';

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
  // Loops, not filter/flatMap: this runs for every check on every exchange of a run. An answer that
  // is evidence (most) leaves every finding as made, so the evidence rule is asked once, not per finding.
  const judged = isJudged(exchange);
  const out: { readonly check: ExchangeCheck; readonly finding: Finding }[] = [];
  for (const check of checks) {
    if (!check.appliesTo(exchange)) continue;
    for (const found of check.run(exchange, ctx)) {
      const finding: Finding = {
        check: check.id,
        requirement: found.requirement ?? check.requirement,
        operation: exchange.request.operation,
        verdict: found.verdict,
        message: found.message,
        exchange,
      };
      out.push({ check, finding: judged ? finding : onJudgedEvidence(finding, [exchange]) });
    }
  }
  return out;
}
