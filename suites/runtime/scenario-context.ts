import { createHash } from 'node:crypto';
import type { ConnectionConfig } from '../../engine/connection.js';
import type { Exchange } from '../../engine/exchange.js';
import type { CheckFinding, Finding } from '../../engine/finding.js';
import { bodyObjectOf, type ApiClient, type ApiRequest } from '../../engine/http/client.js';
import type { Journal } from '../../engine/fixtures/journal.js';
import type { OperationKey } from '../../specs/operations.js';
import { settle } from '../../engine/verdict.js';
import { isQuietable } from '../../engine/http/quiet.js';
import { judgeExchange, type CheckIdentity, type ExchangeCheck } from './exchange-check.js';
import type { Recorder } from './recorder.js';
import type { Sequence } from './sequence.js';
import { isReported } from './selection.js';
import type { RunSettings } from '../../engine/settings.js';
import type { RoundTripOutcome } from '../../engine/results/round-trip.js';

/**
 * Operations with a notify parameter are sent with notify=false unless a check sets the query itself:
 * the suite must not e-mail real people from a staging server ("The parameter is meant for bulk operations").
 */
function withQuietDefault(request: ApiRequest): ApiRequest {
  return isQuietable(request.operation) && request.query === undefined ? { ...request, query: { notify: 'false' } } : request;
}

/** What the run lends every scenario context: the settings, the client, the journal, the exchange checks. */
export interface ContextServices {
  readonly settings: RunSettings;
  readonly client: ApiClient;
  readonly journal: Journal;
  /** Judge every exchange a scenario makes. */
  readonly exchangeChecks: readonly ExchangeCheck[];
  /** Every exchange, as it happens (--record streams them into the HAR). */
  readonly onExchange?: (exchange: Exchange) => void | Promise<void>;
}

/**
 * What a scenario check works with: a recording client, its report function, its seed. A context may
 * record into a sequence: the exchanges it sends, which its failures and warnings carry (the
 * reproduction replays all of it). It is passed explicitly, not kept in AsyncLocalStorage, whose
 * promise hooks cost about 7 % of the suite's CPU on Node 20.
 */
export class ScenarioContext {
  readonly settings: RunSettings;

  constructor(
    readonly check: CheckIdentity,
    readonly operation: OperationKey,
    private readonly recorder: Recorder,
    private readonly services: ContextServices,
    private readonly sequence?: Sequence,
  ) {
    this.settings = services.settings;
  }

  /** The same context recording into `sequence` (each property sample is a sequence of its own: concurrent ones do not mix). */
  inSequence(sequence: Sequence): ScenarioContext {
    return new ScenarioContext(this.check, this.operation, this.recorder, this.services, sequence);
  }

  get config(): ConnectionConfig {
    return this.settings.connection;
  }

  /** Sends a request; every exchange check judges the exchange, and added people are journaled. */
  async send(request: ApiRequest): Promise<Exchange> {
    const exchange = await this.services.client.send(withQuietDefault(request));
    this.sequence?.add(exchange);
    this.recorder.count(exchange, bodyObjectOf(request));
    await this.services.onExchange?.(exchange);
    // A first attempt that got no answer, sent again to confirm the failure, may have been applied all the same.
    if (exchange.firstAttempt)
      this.services.journal.recordWrite({
        operation: request.operation,
        params: request.params ?? {},
        requestBody: request.body,
        problem: exchange.firstAttempt,
      });
    this.services.journal.recordWrite({
      operation: request.operation,
      params: request.params ?? {},
      requestBody: request.body,
      ...(exchange.response ? { status: exchange.response.status, responseBody: exchange.response.json } : {}),
      ...(exchange.problem ? { problem: exchange.problem } : {}),
    });
    const reported = this.services.exchangeChecks.filter((check) => isReported(check.id, this.settings));
    for (const { check, finding } of judgeExchange(exchange, reported, this.settings)) this.add(finding, `--only ${check.id},${this.check.id}`);
    return exchange;
  }

  report(report: CheckFinding): void {
    if (!isReported(this.check.id, this.settings)) return;
    const { exchange, counterexample } = report;
    const sequence = report.sequence ?? (report.verdict === 'fail' || report.verdict === 'warn' ? this.sequence?.snapshot() : undefined);
    this.add(
      {
        check: this.check.id,
        requirement: report.requirement ?? this.check.requirement,
        operation: report.operation ?? this.operation,
        verdict: report.verdict,
        message: report.message,
        ...(exchange ? { exchange } : {}),
        ...(counterexample === undefined ? {} : { counterexample }),
        ...(sequence ? { sequence } : {}),
      },
      `--only ${this.check.id}`,
    );
  }

  /** Records what became of a value class sent to a field of this context's operation (coverage, not a verdict). */
  noteRoundTrip(path: string, label: string, outcome: RoundTripOutcome): void {
    if (isReported(this.check.id, this.settings)) this.recorder.roundTrip(this.operation, path, label, outcome);
  }

  skip(reason: string): void {
    this.report({ verdict: 'skip', message: reason });
  }

  /** A seed of its own for each check, operation and purpose, derived from the run's seed. */
  seedFor(purpose: string): number {
    const digest = createHash('sha256').update(`${this.settings.seed}|${this.check.id}|${this.operation}|${purpose}`).digest();
    return digest.readInt32BE(0);
  }

  private add(finding: Finding, only: string): void {
    this.recorder.add({ ...finding, verdict: settle(finding.verdict, finding.requirement, this.settings) }, `${this.settings.rerunCommand} ${only}`);
  }
}
