import { createHash } from 'node:crypto';
import type { ConnectionConfig } from '../../engine/connection.js';
import type { Exchange } from '../../engine/exchange.js';
import type { CheckFinding, Finding } from '../../engine/finding.js';
import { bodyObjectOf, type ApiClient, type ApiRequest } from '../../engine/http/client.js';
import { Together } from '../../engine/http/throttle.js';
import type { Journal } from '../../engine/fixture-state/journal.js';
import type { OperationKey } from '../../specs/operations.js';
import { onJudgedEvidence, settle } from '../../engine/verdict.js';
import { isQuietable } from '../../engine/http/quiet.js';
import { judgeExchange, type CheckIdentity, type ExchangeCheck } from './exchange-check.js';
import { answerDifference, notReproduced, rememberRequest, repeatable } from './confirm.js';
import { lookLater } from './look-later.js';
import { StatusGraph, withheldStatus } from './status-graph.js';
import { Unrestorable, unrestorableWrite } from './unrestorable.js';
import type { Recorder } from './recorder.js';
import { Sequence } from './sequence.js';
import { isReported } from './selection.js';
import type { RunSettings } from '../../engine/settings.js';
import type { RoundTripOutcome } from '../../engine/results/round-trip.js';

// Seeds by key: a unit asks the same few (one per generated e-mail), each a SHA-256.
const seeds = new Map<string, number>();
const MAX_SEEDS_KEPT = 1_000;

/** One object for every quiet request: the client writes its query string once (engine/http/target.ts). */
const QUIET: Readonly<Record<string, string>> = Object.freeze({ notify: 'false' });

/**
 * Operations with a notify parameter are sent with notify=false unless a check sets the query itself:
 * the suite must not e-mail real people from a staging server ("The parameter is meant for bulk operations").
 */
function withQuietDefault(request: ApiRequest): ApiRequest {
  return isQuietable(request.operation) && request.query === undefined ? { ...request, query: QUIET } : request;
}

/** What the run lends every scenario context: the settings, the client, the journal, the exchange checks. */
export interface ContextServices {
  readonly settings: RunSettings;
  /**
   * The client's pipeline (engine/http/pipeline.ts): pacing, retries, breakers and recording are its
   * layers' business, not the check's. Its `readLag`, where there is one, lets a re-check look again later (look-later.ts).
   */
  readonly client: Pick<ApiClient, 'send'> & Partial<Pick<ApiClient, 'readLag'>>;
  readonly journal: Journal;
  /** Judge every exchange a scenario makes. */
  readonly exchangeChecks: readonly ExchangeCheck[];
  /** Every exchange, as it happens (--record streams them into the HAR). */
  readonly onExchange?: (exchange: Exchange) => void | Promise<void>;
  /** The flow of this unit's requests, which the client shares its slots between (engine/http/throttle.ts). */
  readonly flow?: unknown;
  /** A status graph to learn into; without one, the contexts of these services (one unit) share one of their own. */
  readonly statusGraph?: StatusGraph;
}

/** How a failure is confirmed: what a second read must still show (default: the same answer), and what backs it. */
type Confirmation = Pick<CheckFinding, 'stillShows' | 'evidence'>;

const ownGraphs = new WeakMap<ContextServices, StatusGraph>();

/** The exchange checks --only and --exclude report, worked out once per services (not on every send). */
const reportedChecks = new WeakMap<ContextServices, readonly ExchangeCheck[]>();

function reportedOf(services: ContextServices): readonly ExchangeCheck[] {
  let reported = reportedChecks.get(services);
  if (!reported) reportedChecks.set(services, (reported = services.exchangeChecks.filter((check) => isReported(check.id, services.settings))));
  return reported;
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

  /**
   * A sequence of its own for requests sent beside this context's (a property's sample), starting
   * `at` dependent round trips in (default: where this context's sequence stands).
   */
  branch(at = this.depth): Sequence {
    return new Sequence(at);
  }

  /** Round trips this context's sequence has waited on so far (the critical path counts them). */
  get depth(): number {
    return this.sequence?.depth ?? 0;
  }

  /** Branches have ended `depth` round trips in: this context's later requests wait on them. */
  reach(depth: number): void {
    this.sequence?.reach(depth);
  }

  get config(): ConnectionConfig {
    return this.settings.connection;
  }

  /** What the run has learned of the server's status transitions (status-graph.ts). */
  get statusGraph(): StatusGraph {
    let graph = this.services.statusGraph ?? ownGraphs.get(this.services);
    if (!graph) ownGraphs.set(this.services, (graph = new StatusGraph()));
    return graph;
  }

  /**
   * Sends a request; every exchange check judges the exchange, and added people are journaled. A
   * failure re-checked on the spot is settled before anything else is sent (confirm.ts).
   */
  async send(request: ApiRequest): Promise<Exchange> {
    // Every phase asks the rule before it builds a body (safe-status.ts); this is the backstop, never reached by a check that does.
    const withheld = withheldStatus(this.statusGraph, this.settings.allowIrreversible ?? false, request.operation, request.body, request.params);
    if (withheld) throw new Error(`staging safety: ${request.purpose} was not sent: ${withheld.reason}`);
    // With no read of a fixture, a change nothing could put back is not sent (the unit is not assessable, and says why).
    const unrestorable = unrestorableWrite(this.settings, request);
    if (unrestorable) throw new Unrestorable(unrestorable);
    // Awaited even when nothing is pending: the turns it takes order this send's request after a
    // re-check that a request answered just before registers (the throttle serves them in turn).
    await this.recorder.settled();
    const exchange = await this.transmit(withQuietDefault(request));
    for (const { check, finding } of judgeExchange(exchange, reportedOf(this.services), this.settings)) {
      const only = `--only ${check.id},${this.check.id}`;
      if (this.settled(finding) === 'fail' && repeatable(exchange)) this.recorder.confirming(this.confirmExchange(check, finding, only));
      else this.add(finding, only);
    }
    await this.recorder.settled();
    return exchange;
  }

  /**
   * Sends requests that do not depend on one another (probes of unrelated ids) side by side, each in a
   * sequence of its own: the critical path counts one round trip for them all. Answers in the order given.
   */
  async sendSideBySide(requests: readonly ApiRequest[]): Promise<Exchange[]> {
    const branches = requests.map(() => this.branch());
    const exchanges = await Promise.all(requests.map((request, index) => this.inSequence(branches[index] as Sequence).send(request)));
    this.reach(Math.max(this.depth, ...branches.map((branch) => branch.depth)));
    return exchanges;
  }

  /**
   * Sends requests that must be in flight at the same time (a race of writers): they start together
   * once as many slots are free, whatever else the run has in flight. Answers in the order given.
   */
  sendTogether(requests: readonly ApiRequest[]): Promise<Exchange[]> {
    const together = new Together(requests.length);
    return Promise.all(requests.map((request) => this.send({ ...request, together })));
  }

  /**
   * Sends, counts, records and journals one request. The repeat of a confirmation (`recheck`) is
   * journaled and learned from, but not counted, recorded (HAR) nor put in the sequence: it verifies
   * a finding, as a restore's read-back does, and is judged only by the check it confirms.
   */
  private async transmit(request: ApiRequest, recheck = false): Promise<Exchange> {
    const { flow } = this.services;
    const exchange = await this.services.client.send(flow === undefined || request.flow !== undefined ? request : { ...request, flow });
    rememberRequest(exchange, request);
    this.statusGraph.learn(request, exchange);
    if (!recheck) {
      this.sequence?.add(exchange);
      this.recorder.count(exchange, bodyObjectOf(request));
      await this.services.onExchange?.(exchange);
    }
    // A first attempt that got no answer, sent again by the client, may have been applied all the same.
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
    return exchange;
  }

  /** An exchange check's failure, confirmed by the same request again judged by the same check. */
  private async confirmExchange(check: ExchangeCheck, finding: Finding, only: string): Promise<void> {
    const request = repeatable(finding.exchange) as ApiRequest;
    const again = await this.transmit({ ...request, purpose: `re-check: ${request.purpose}` }, true);
    const seenAgain = check
      .run(again, this.settings)
      .find((found) => (found.requirement ?? check.requirement) === finding.requirement && found.verdict === 'fail');
    this.add(seenAgain ? finding : notReproduced(finding, again, `${check.id} found nothing to fail in the second answer`, this.settings.strict), only);
  }

  /** A scenario check's failure shown by a read, confirmed by the same read again: the same answer (or what the check says) confirms it. */
  private async confirmAnswer(finding: Finding, only: string, confirm: Confirmation): Promise<void> {
    this.add(await this.recheck(finding, confirm), only);
  }

  private async recheck<F extends Pick<Finding, 'verdict' | 'message' | 'exchange'>>(finding: F, confirm: Confirmation): Promise<F> {
    const first = finding.exchange as Exchange;
    const request = repeatable(first) as ApiRequest;
    // What a later answer must show to show the failure still: what the check says, or the first answer again.
    const stillShows = (answer: Exchange) =>
      confirm.stillShows ? confirm.stillShows(answer) : answerDifference(first, answer, bodyObjectOf(request)) === undefined;
    const again = await this.transmit({ ...request, purpose: `re-check: ${request.purpose}` }, true);
    const difference = answerDifference(first, again, bodyObjectOf(request));
    const shows = stillShows(again);
    // A change seen stands whenever it was seen; an answer that missed a change may only have come too early (look-later.ts).
    const { readLag } = this.services.client;
    if (readLag && confirm.evidence !== 'effect') {
      const lagged = await lookLater(finding, request, readLag, { first, again, shownAgain: shows }, (later) => this.transmit(later, true), stillShows);
      if (lagged) return lagged;
    }
    return shows ? finding : notReproduced(finding, again, difference ?? 'the check no longer finds it', this.settings.strict, confirm.evidence);
  }

  /**
   * A failure confirmed on the spot, where it is seen, for findings reported later (a property judges
   * a sample, then reports in sample order once later samples have moved the server on).
   */
  async confirmedNow(finding: CheckFinding): Promise<CheckFinding> {
    if (finding.verdict !== 'fail' || finding.confirmed || !repeatable(finding.exchange)) return finding;
    if (settle('fail', finding.requirement ?? this.check.requirement, this.settings) !== 'fail') return finding;
    return { ...(await this.recheck(finding, finding)), confirmed: true };
  }

  report(found: CheckFinding): void {
    if (!isReported(this.check.id, this.settings)) return;
    // The evidence rule: a verdict resting on an answer that said "not now", the finding's own or one
    // of the requests that led to it (a pass on absence included), is not assessed.
    const report = onJudgedEvidence(
      found,
      [found.exchange, ...(found.sequence ?? this.sequence?.snapshot() ?? [])],
      found.requirement ?? this.check.requirement,
    );
    const { exchange, counterexample, notNow, unassessed } = report;
    const sequence = report.sequence ?? (report.verdict === 'fail' || report.verdict === 'warn' ? this.sequence?.snapshot() : undefined);
    this.reportFinding(
      {
        check: this.check.id,
        requirement: report.requirement ?? this.check.requirement,
        operation: report.operation ?? this.operation,
        verdict: report.verdict,
        message: report.message,
        ...(exchange ? { exchange } : {}),
        ...(counterexample === undefined ? {} : { counterexample }),
        ...(sequence ? { sequence } : {}),
        ...(notNow ? { notNow } : {}),
        ...(unassessed ? { unassessed } : {}),
      },
      `--only ${this.check.id}`,
      report.confirmed ? 'confirmed' : report,
    );
  }

  /** Records what became of a value class sent to a field of this context's operation (coverage, not a verdict). */
  noteRoundTrip(path: string, label: string, outcome: RoundTripOutcome): void {
    if (isReported(this.check.id, this.settings)) this.recorder.roundTrip(this.operation, path, label, outcome);
  }

  /** Records a scenario check's finding; a failure shown by a read is confirmed first by the same read (confirm.ts). */
  private reportFinding(finding: Finding, only: string, confirm: Confirmation | 'confirmed'): void {
    if (confirm !== 'confirmed' && this.settled(finding) === 'fail' && repeatable(finding.exchange))
      this.recorder.confirming(this.confirmAnswer(finding, only, confirm));
    else this.add(finding, only);
  }

  private settled(finding: Finding) {
    return settle(finding.verdict, finding.requirement, this.settings);
  }

  skip(reason: string): void {
    this.report({ verdict: 'skip', message: reason });
  }

  /** A seed of its own for each check, operation and purpose, derived from the run's seed. */
  seedFor(purpose: string): number {
    const key = `${this.settings.seed}|${this.check.id}|${this.operation}|${purpose}`;
    let seed = seeds.get(key);
    if (seed === undefined) {
      if (seeds.size >= MAX_SEEDS_KEPT) seeds.clear();
      seeds.set(key, (seed = createHash('sha256').update(key).digest().readInt32BE(0)));
    }
    return seed;
  }

  private add(finding: Finding, only: string): void {
    const verdict = settle(finding.verdict, finding.requirement, this.settings);
    this.recorder.add(verdict === finding.verdict ? finding : { ...finding, verdict }, `${this.settings.rerunCommand} ${only}`);
  }
}
