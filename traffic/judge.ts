import type { Exchange } from '../engine/exchange.js';
import type { Finding } from '../engine/finding.js';
import { foldFinding, newRow, rowKey, type Row } from '../engine/results/row.js';
import { countExchange, newTraffic, type Traffic } from '../engine/results/traffic.js';
import { settle } from '../engine/verdict.js';
import { anyProfileOf } from '../specs/operation-profiles/index.js';
import { exchangeChecks } from '../suites/checks/exchange/index.js';
import type { ExchangeCheck, ExchangeCheckContext } from '../suites/runtime/check-types.js';
import { judgeExchange } from '../suites/runtime/exchange-check.js';

/**
 * Checks whose premise is that the suite sent the request: SERVER.NO_5XX ("a 5xx to anything the
 * suite sends") and GEN.ANSWERS' transport problems (a timeout is the recorder's). On traffic someone
 * else recorded, a 500 is a documented answer ("Every endpoint can answer 400 and 500"): judged by
 * the error-body check, not failed as such.
 */
const SUITE_ONLY = new Set(['no-server-error', 'transport']);

/** Which exchange checks apply to a recording: all of them to a HAR pm-conformance recorded itself. */
export function checksFor(recordedBySuite: boolean): readonly ExchangeCheck[] {
  return recordedBySuite ? exchangeChecks : exchangeChecks.filter((check) => !SUITE_ONLY.has(check.id));
}

/** The findings of recorded exchanges, folded into rows as a run folds them: no list per exchange. */
export class ExchangeJudge {
  readonly rows = new Map<string, Row>();
  readonly traffic: Traffic = newTraffic();
  judged = 0;

  /** `strict`: the run's --strict, when re-judging a run's own HAR (verify); recorded traffic is judged by default. */
  constructor(
    private readonly ctx: ExchangeCheckContext,
    private readonly strict = false,
  ) {}

  /**
   * Applies the checks to an exchange of an operation with a profile (the four specified ones and the
   * GET reads a run may read with, whose exchanges a run judges too); others are only counted as usage.
   */
  judge(exchange: Exchange, checks: readonly ExchangeCheck[]): void {
    if (anyProfileOf(exchange.request.operation) === undefined) return;
    this.judged += 1;
    countExchange(this.traffic, exchange.response?.status ?? exchange.problem?.kind ?? 'none', exchange.durationMs);
    for (const { finding } of judgeExchange(exchange, checks, this.ctx)) this.fold(finding);
  }

  /** Folds a finding with its verdict settled by its requirement's level, as `run` does (engine/verdict.ts). */
  fold(finding: Finding): void {
    const key = rowKey(finding);
    const row = this.rows.get(key) ?? newRow(finding);
    this.rows.set(key, row);
    foldFinding(row, {
      ...finding,
      verdict: settle(finding.verdict, finding.requirement, { strict: this.strict, requireDeprecationHeaders: this.ctx.requireDeprecationHeaders }),
    });
  }
}
