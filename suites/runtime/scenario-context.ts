import { createHash } from 'node:crypto';
import type { ConnectionConfig } from '../../engine/connection.js';
import type { Exchange } from '../../engine/exchange.js';
import type { Finding } from '../../engine/finding.js';
import type { ApiClient, ApiRequest } from '../../engine/http/client.js';
import { journal } from '../../engine/runner/journal.js';
import type { OperationKey } from '../../specs/operations.js';
import { settle } from '../../engine/verdict.js';
import { isQuietable } from '../../engine/http/quiet.js';
import { exchangeChecks } from '../checks/exchange/index.js';
import type { Outcome, ScenarioCheck } from '../checks/types.js';
import type { Recorder } from './recorder.js';
import { currentSequence } from './sequence.js';
import { isReported } from './selection.js';
import type { RunSettings } from './settings.js';
import type { TrafficLog } from './traffic-log.js';

export interface Report extends Outcome {
  readonly exchange?: Exchange;
  readonly operation?: OperationKey;
  /** The requests that led to a failure or warning; by default the sequence the report is made in. */
  readonly sequence?: readonly Exchange[];
}

/** The person id of a project person record ("the person field"), expanded or not. */
export function personIdOf(record: unknown): string | undefined {
  const person = (record as { person?: unknown } | null)?.person;
  if (typeof person === 'string') return person;
  const expanded = (person as { _id?: unknown } | null)?._id;
  return typeof expanded === 'string' ? expanded : undefined;
}

/** Failures and warnings carry the sequence they were found in (the reproduction replays all of it). */
function sequenceFor(report: Report): readonly Exchange[] | undefined {
  return report.verdict === 'fail' || report.verdict === 'warn' ? currentSequence()?.snapshot() : undefined;
}

/**
 * Operations with a notify parameter are sent with notify=false unless a check sets the query itself:
 * the suite must not e-mail real people from a staging server ("The parameter is meant for bulk operations").
 */
function withQuietDefault(request: ApiRequest): ApiRequest {
  return isQuietable(request.operation) && request.query === undefined ? { ...request, query: { notify: 'false' } } : request;
}

/** What a scenario check works with: a recording client, its report function, its seed. */
export class ScenarioContext {
  constructor(
    readonly check: ScenarioCheck,
    readonly operation: OperationKey,
    readonly settings: RunSettings,
    private readonly client: ApiClient,
    private readonly recorder: Recorder,
    private readonly trafficLog?: TrafficLog,
  ) {}

  get config(): ConnectionConfig {
    return this.settings.connection;
  }

  /** Sends a request; every exchange check judges the exchange, and added people are journaled. */
  async send(request: ApiRequest): Promise<Exchange> {
    const exchange = await this.client.send(withQuietDefault(request));
    currentSequence()?.add(exchange);
    this.recorder.count(exchange);
    this.trafficLog?.write(exchange);
    this.journalPeople(request, exchange);
    for (const check of exchangeChecks) {
      if (!isReported(check.id, this.settings) || !check.appliesTo(exchange)) continue;
      for (const outcome of check.run(exchange, this.settings)) {
        this.add({ check: check.id, requirement: outcome.requirement ?? check.requirement, operation: exchange.request.operation, verdict: outcome.verdict, message: outcome.message, exchange }, `--only ${check.id},${this.check.id}`);
      }
    }
    return exchange;
  }

  report(report: Report): void {
    if (!isReported(this.check.id, this.settings)) return;
    const { exchange, counterexample } = report;
    const sequence = report.sequence ?? sequenceFor(report);
    this.add({
      check: this.check.id, requirement: report.requirement ?? this.check.requirement, operation: report.operation ?? this.operation,
      verdict: report.verdict, message: report.message, ...(exchange ? { exchange } : {}), ...(counterexample === undefined ? {} : { counterexample }),
      ...(sequence ? { sequence } : {}),
    }, `--only ${this.check.id}`);
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

  private journalPeople(request: ApiRequest, exchange: Exchange): void {
    const projectId = request.params?.projectId;
    if (!projectId) return;
    // An add that got no answer may still have been applied: the restore lists it, by e-mail (a refused
    // connection carried nothing to the server).
    if (request.operation === 'POST /projects/{projectId}/people' && !exchange.response && exchange.problem && exchange.problem.kind !== 'refused') {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      journal(this.settings.journalFile, { op: 'unanswered', projectId, problem: exchange.problem.message, ...(typeof email === 'string' ? { email } : {}) });
    }
    if (exchange.response?.status !== 200) return;
    if (request.operation === 'POST /projects/{projectId}/people') {
      const personId = personIdOf(exchange.response.json);
      if (personId) journal(this.settings.journalFile, { op: 'added', projectId, personId });
    }
    if (request.operation === 'DELETE /projects/{projectId}/people/{personId}' && request.params?.personId) {
      journal(this.settings.journalFile, { op: 'removed', projectId, personId: request.params.personId });
    }
  }
}
