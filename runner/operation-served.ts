import type { ConnectionConfig } from '../engine/connection.js';
import type { Exchange } from '../engine/exchange.js';
import { violates } from '../engine/message.js';
import type { UnitFindings } from '../engine/results/collected.js';
import { UNASSESSED_CAUSE_WORDS } from '../engine/unassessed-cause.js';
import { notNowOf, type NotNow } from '../engine/not-now.js';
import { Recorder } from '../suites/runtime/recorder.js';
import { profileOf } from '../specs/operation-profiles/index.js';
import { SPECIFIED_OPERATION_KEYS, type OperationKey, type SpecifiedOperationKey } from '../specs/operations.js';

/** The check id of the run-level judgement of OPERATION.SERVED (not a check of the plan: it reads the whole run's answers). */
export const OPERATION_SERVED = 'operation-served';

/**
 * What a shard's run-level unit carries for merge-reports: the statuses each operation answered on the
 * fixtures (so that the shards' answers are judged together, as one run judges them) and what the
 * shard planned (so that a requirement none of whose checks met its condition is "not applicable",
 * not "not run").
 */
export interface RunLevel {
  readonly judged: Record<string, Record<string, number>>;
  readonly notNow: Record<string, NotNow>;
  readonly planned: readonly string[];
  readonly unconfigured: Record<string, readonly string[]>;
}

/** The run-level unit: OPERATION.SERVED's findings, with what merge-reports needs to judge shards together. */
export interface ServedUnit extends UnitFindings {
  readonly runLevel?: RunLevel;
}

/** What a server that does not serve an operation answers: no route, method not allowed, gone, not implemented. */
const NOT_SERVED = new Set([404, 405, 410, 501]);

/** URLs whose answer to onFixture is kept: a run's distinct URLs are few, probes of random ids aside. */
const MAX_URLS_KEPT = 1_000;

const isSpecified = (operation: OperationKey): operation is SpecifiedOperationKey => (SPECIFIED_OPERATION_KEYS as readonly string[]).includes(operation);

/**
 * OPERATION.SERVED, judged over the run: per specified operation, the statuses answered to requests on
 * the configured fixtures (an unknown id's 404 says nothing of the operation). Fed every exchange of
 * the run; its findings are one more unit of the run's report (and of a shard's, for merge-reports).
 */
export class ServedTally {
  private readonly judged = new Map<SpecifiedOperationKey, Map<number, number>>();
  private readonly notNow = new Map<SpecifiedOperationKey, NotNow>();
  private readonly fixturePaths: readonly string[];
  private readonly onFixtureByUrl = new Map<string, boolean>();

  constructor(connection: Partial<Pick<ConnectionConfig, 'projectId' | 'timesheetId'>> = {}) {
    const ids = [connection.projectId, connection.timesheetId].filter((id): id is string => typeof id === 'string' && id !== '');
    this.fixturePaths = ids.map((id) => encodeURIComponent(id));
  }

  count(exchange: Exchange): void {
    const { operation, url } = exchange.request;
    if (!isSpecified(operation) || !this.onFixture(url)) return;
    const notNow = notNowOf(exchange);
    if (notNow) {
      if (!this.notNow.has(operation)) this.notNow.set(operation, notNow);
      return;
    }
    if (!exchange.response) return;
    const statuses = this.judged.get(operation) ?? new Map<number, number>();
    statuses.set(exchange.response.status, (statuses.get(exchange.response.status) ?? 0) + 1);
    this.judged.set(operation, statuses);
  }

  /** Whether any request of the run reached a specified operation on a fixture: without one, OPERATION.SERVED was not run. */
  get counted(): boolean {
    return this.judged.size + this.notNow.size > 0;
  }

  /** This tally as plain data (a shard's units file). */
  data(): Pick<RunLevel, 'judged' | 'notNow'> {
    const judged: Record<string, Record<string, number>> = {};
    for (const [operation, statuses] of this.judged) judged[operation] = Object.fromEntries([...statuses].map(([status, count]) => [String(status), count]));
    return { judged, notNow: Object.fromEntries(this.notNow) };
  }

  /** Adds a shard's tally (merge-reports): the answers of every shard, judged as one run's. */
  add(data: Pick<RunLevel, 'judged' | 'notNow'>): void {
    for (const operation of SPECIFIED_OPERATION_KEYS) {
      const notNow = data.notNow[operation];
      if (notNow && !this.notNow.has(operation)) this.notNow.set(operation, notNow);
      const counted = data.judged[operation];
      if (!counted) continue;
      const statuses = this.judged.get(operation) ?? new Map<number, number>();
      for (const [status, count] of Object.entries(counted)) statuses.set(Number(status), (statuses.get(Number(status)) ?? 0) + count);
      this.judged.set(operation, statuses);
    }
  }

  private onFixture(url: string): boolean {
    // A run sends the same few URLs again and again (the fixtures' paths): each parsed once.
    let on = this.onFixtureByUrl.get(url);
    if (on === undefined) {
      if (this.onFixtureByUrl.size >= MAX_URLS_KEPT) this.onFixtureByUrl.clear();
      const segments = new URL(url).pathname.split('/');
      this.onFixtureByUrl.set(url, (on = this.fixturePaths.some((id) => segments.includes(id))));
    }
    return on;
  }

  /** The run's findings of OPERATION.SERVED, as a unit placed after every unit of the plan. */
  findings(index: number): UnitFindings {
    const recorder = new Recorder();
    for (const operation of SPECIFIED_OPERATION_KEYS) {
      const statuses = this.judged.get(operation);
      const finding = { check: OPERATION_SERVED, requirement: 'OPERATION.SERVED' as const, operation };
      if (!statuses) {
        const notNow = this.notNow.get(operation);
        if (notNow)
          recorder.add({
            ...finding,
            verdict: 'not-assessable',
            message: `${UNASSESSED_CAUSE_WORDS[notNow.reason]}: every answer said "not now" (${notNow.detail})`,
            notNow,
          });
        continue;
      }
      const seen = [...statuses.keys()].sort((a, b) => a - b);
      const requests = [...statuses.values()].reduce((sum, count) => sum + count, 0);
      // A person not on the project may be answered 404: on DELETE of a person, 404 alone proves nothing.
      const telling = profileOf(operation).kind === 'remove-person' ? seen.filter((status) => status !== 404) : seen;
      const served = seen.some((status) => !NOT_SERVED.has(status));
      if (!served && telling.length === 0) continue;
      recorder.add(
        served
          ? { ...finding, verdict: 'pass', message: `${operation} is served (answered ${seen.join(', ')})` }
          : {
              ...finding,
              verdict: 'fail',
              message: violates('OPERATION.SERVED', `only ${seen.join(', ')} to the ${requests} requests on the fixtures: the operation is not served`),
            },
      );
    }
    return recorder.findings(OPERATION_SERVED, index);
  }
}
