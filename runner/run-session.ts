import { progressLine } from './progress-line.js';
import type { Row } from '../engine/results/row.js';
import type { ConnectionConfig } from '../engine/connection.js';
import type { Exchange } from '../engine/exchange.js';
import { foundDocument, snapshotFixtures, type Fixture } from '../engine/fixture-state/fixtures.js';
import { SPECIFIED_OPERATIONS } from '../specs/operations.js';
import { discoverReads, type ReadPathUsed } from '../engine/fixture-state/read-path.js';
import type { ReadPath } from '../specs/operation-profiles/index.js';
import { Journal } from '../engine/fixture-state/journal.js';
import { StatusGraph } from '../suites/runtime/status-graph.js';
import { restoreFixtures } from '../engine/fixture-state/restore.js';
import { probeReadLag } from '../engine/fixture-state/read-lag-probe.js';
import { ApiClient, type ClientOptions } from '../engine/http/client.js';
import { boundsOf } from '../engine/http/client-bounds.js';
import { buildReport } from '../engine/report/build-report.js';
import { toolInfo } from '../engine/report/findings-report.js';
import type { RestoreOutcome, RunReport } from '../engine/report/model.js';
import { foldUnits, type UnitFindings } from '../engine/results/collected.js';
import { breakerRestoreMs, DEFAULTS, rerunCommand, restoreWaitMs, type RunSettings, type Tunables } from '../engine/settings.js';
import { profileName } from '../engine/verdict.js';
import type { Unit } from './plan.js';
import { conflict, holdsOf, longestChain, startOrder, type Holds } from './lanes.js';
import type { KeptFailure } from '../suites/runtime/recorder.js';
import type { ApiRequest } from '../engine/http/client.js';
import { minimizedReproduction } from './minimize/minimize-failure.js';
import { Recorder } from '../suites/runtime/recorder.js';
import { exchangeChecks } from '../suites/checks/exchange/index.js';
import { certificationOf, certifyRefusal } from './certification.js';
import { ToolError } from '../engine/tool-error.js';
import { missingInputs, runUnit } from './run-unit.js';
import { isReported } from '../suites/runtime/selection.js';
import { coverageOf, type RunScope } from './coverage-report.js';
import { validateSelection } from './selection-check.js';
import { plannedUnits } from './shard-assign.js';
import { OPERATION_SERVED, ServedTally, type ServedUnit } from './operation-served.js';

export interface SessionOptions extends Partial<Tunables> {
  /** The server to certify (the CLI or the API starts the embedded one when none is given). */
  readonly connection: ConnectionConfig;
  /** The server is the embedded reference server: the rerun command then names no URL. */
  readonly embedded?: boolean;
  /** "i/n": run only this share of the plan's units (runner/shard.ts). */
  readonly shard?: string;
  /** Each exchange, as it happens (--record streams them into a HAR). */
  readonly onExchange?: (exchange: Exchange) => void | Promise<void>;
  /** Each unit's findings, once it has run (shards write them for merge-reports; the vitest adapter asserts on them). */
  readonly onUnit?: (findings: UnitFindings) => void;
  /** One line per unit run: its mark, its name, its exchanges and findings. */
  readonly progress?: (line: string) => void;
  /** Lines about the server's health, at once: the circuit breaker opening, a request waited on for a while. */
  readonly notice?: (line: string) => void;
  /** Stops the run between units (Ctrl-C): the unit in flight finishes, then only the final restore runs. */
  readonly signal?: AbortSignal;
  /**
   * --read-with: read fixture documents only with GET or only with PATCH {}. Default: discovered at the
   * start (GET when it answers the document, else PATCH {}, else no read: those checks are not assessable).
   */
  readonly readWith?: ReadPath;
  /** A fresh token for a role answered 401 mid-run (--token-command): see ClientOptions.refreshToken. */
  readonly refreshToken?: ClientOptions['refreshToken'];
  /** Whether the --accept file covers a failure (the progress line marks it accepted, not ✗; the reports apply the file). */
  readonly isAccepted?: (row: Pick<Row, 'check' | 'operation' | 'requirement'> & { readonly message: string }) => boolean;
  /** --product / --product-version: what the server under test is (report.run.product, printed on page 1). */
  readonly product?: { readonly name?: string; readonly version?: string };
  /** --user-agent: the User-Agent of every request (ClientOptions.userAgent; default pm-conformance/<version>). */
  readonly userAgent?: string;
}

/**
 * The restore a session runs after each unit and at the end: the engine's, unless a test passes one
 * that fails (test/runner/final-restore.test.ts), which no option of the CLI or the API can.
 */
export type FixtureRestore = typeof restoreFixtures;

export function tunablesOf(options: Partial<Tunables>): Tunables {
  return {
    seed: options.seed ?? Math.floor(Math.random() * 2 ** 31),
    numRuns: options.numRuns ?? DEFAULTS.numRuns,
    concurrency: options.concurrency ?? DEFAULTS.concurrency,
    ...(options.rate ? { rate: options.rate } : {}),
    timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
    maxBodyBytes: options.maxBodyBytes ?? DEFAULTS.maxBodyBytes,
    only: options.only ?? [],
    exclude: options.exclude ?? [],
    requireDeprecationHeaders: options.requireDeprecationHeaders ?? false,
    strict: options.strict ?? false,
    ...(options.maxResponseTimeMs === undefined ? {} : { maxResponseTimeMs: options.maxResponseTimeMs }),
    ...(options.allowIrreversible ? { allowIrreversible: true } : {}),
    minimizeBudget: options.minimizeBudget ?? DEFAULTS.minimizeBudget,
    ...(options.certify ? { certify: true } : {}),
    ...(options.allowUnrestorable ? { allowUnrestorable: true } : {}),
  };
}

/**
 * One run of the suite in this process, unit by unit: the fixtures snapshotted when it opens, put
 * back after each unit and at the end. The CLI's loop (runSuite) and the vitest adapter drive it the
 * same way: `run` each unit, then `finish` once.
 */
export class RunSession {
  readonly startedAt = new Date().toISOString();
  private readonly journal = new Journal();
  /** The status moves every unit learned (not where documents were last seen): the final restore walks them. */
  private readonly moves = new StatusGraph();
  private readonly findings: UnitFindings[] = [];
  private readonly groupsStarted = new Set<Unit['group']>();
  /** Each unit's dependent round trips, its restore's included, by plan index. */
  private readonly roundTrips = new Map<number, number>();
  private readonly holds = new Map<Unit, Holds>();
  private started: readonly Unit[] | undefined;
  /** Whether units that only add and remove their own people share the project (runner/lanes.ts). */
  private readonly peopleShareProject: boolean;
  /** What each operation answered on the fixtures, over the whole run (OPERATION.SERVED). */
  private readonly served: ServedTally;

  private constructor(
    readonly settings: RunSettings,
    /** This shard's units, in plan order. */
    readonly units: readonly Unit[],
    private readonly client: ApiClient,
    private readonly options: SessionOptions,
    private readonly restore: FixtureRestore,
    /** How each fixture document is read, for the report. */
    private readonly reads: readonly ReadPathUsed[] = [],
    /** The requests of the start (discovering the reads, the snapshot, the read-lag probe): one after the other. */
    private readonly openingTrips = 0,
  ) {
    this.peopleShareProject = openToAnyDomain(settings);
    this.served = new ServedTally(settings.connection);
  }

  /** Checks the selection, reads the fixtures (a setup problem throws before anything changes) and plans the units. */
  static async open(options: SessionOptions, restore: FixtureRestore = restoreFixtures): Promise<RunSession> {
    const tunables = tunablesOf(options);
    validateSelection(tunables.only, tunables.exclude, options.connection);
    // The API refuses what the CLI refuses: a filtered run is never reported as a certification.
    const refusal = tunables.certify
      ? certifyRefusal({ ...tunables, ...(options.shard ? { shard: options.shard } : {}), connection: options.connection })
      : undefined;
    if (refusal) throw new ToolError(refusal);
    const units = plannedUnits(tunables, options.shard);
    const client = new ApiClient(options.connection, {
      ...DEFAULTS,
      ...tunables,
      ...(options.notice ? { notice: options.notice } : {}),
      ...(options.refreshToken ? { refreshToken: options.refreshToken } : {}),
      ...boundsOf({ userAgent: options.userAgent }),
    });
    try {
      const reads = await discoverReads(client, options.connection, options.readWith);
      const snapshot = await snapshotFixtures(client, options.connection, reads.readers);
      // Only a run that changes fixtures reads them back after a change: a run of checks that change nothing writes nothing.
      const lag = units.some((unit) => holdsOf(unit, options.connection, false).exclusive.size > 0) ? await probeReadLag(client, snapshot) : undefined;
      // Every read of a document changed since (the probe's put-back included) waits it out, in the client (engine/http/read-lag.ts).
      if (lag?.lagMs) client.readLag.learn(lag.lagMs, lag.missed ? 'seen' : 'bound');
      const settings: RunSettings = {
        ...tunables,
        connection: options.connection,
        retry: DEFAULTS.retry,
        snapshot,
        readers: reads.readers,
        rerunCommand: rerunCommand(options.embedded ? undefined : options.connection, tunables),
      };
      return new RunSession(settings, units, client, options, restore, reads.used, client.sent);
    } catch (error) {
      await client.close();
      throw error;
    }
  }

  /** The secrets this run sends (for redaction by the report writers). */
  get secretPairs(): readonly (readonly [string, string])[] {
    return this.client.secretPairs;
  }

  /** Why no more units should run: the circuit breaker opened (the server stopped answering). */
  get serverGone(): string | undefined {
    return this.client.health.tripped;
  }

  /**
   * Runs one unit, then puts back what it touched of its own fixtures: every unit starts from the
   * fixtures as the run found them, whichever units ran before it, so a shard sees what the unsharded
   * run sees. Units that share no fixture may run at the same time (runner/lanes.ts): each has a
   * journal of its own, and its restore touches no other unit's fixtures. Once the run is stopped, the
   * final restore is the only one.
   */
  async run(unit: Unit): Promise<UnitFindings> {
    // Each group of checks has its own budget of waiting on 429s, and so has the final restore.
    if (!this.groupsStarted.has(unit.group)) this.client.resetRetryBudget();
    this.groupsStarted.add(unit.group);
    // The unit's wall time, its restore and reductions included: the time it held its fixtures (CTRF duration, JUnit time).
    const startedAt = new Date().toISOString();
    const started = performance.now();
    const journal = new Journal();
    // The unit's own graph (it sends the same requests in a shard); the restore walks it back.
    const statusGraph = new StatusGraph();
    const ran = await runUnit(unit, {
      settings: this.settings,
      client: this.client,
      journal,
      statusGraph,
      exchangeChecks,
      flow: unit,
      onExchange: (exchange) => {
        this.served.count(exchange);
        return this.options.onExchange?.(exchange);
      },
    });
    const gone = this.serverGone;
    // What a check concluded from requests the server never answered is no verdict on the API.
    const cut = gone ? unfinished(unit, ran.findings, gone) : ran.findings;
    let restoreTrips = 0;
    if (!this.options.signal?.aborted && !gone) {
      const { exclusive, shared } = this.holdsOf(unit);
      const snapshot = [...this.settings.snapshot].filter(([fixture]) => Object.values(fixture.params).some((id) => exclusive.has(id) || shared.has(id)));
      const counted = {
        send: (request: Parameters<ApiClient['send']>[0]) => {
          restoreTrips += 1;
          return this.client.send({ ...request, flow: unit });
        },
      };
      await this.restore(counted, snapshot, journal, { between: true, moves: statusGraph }).catch(() => undefined);
      restoreTrips += await this.minimize(unit, ran.failures, snapshot, statusGraph);
    }
    const findings: UnitFindings = {
      ...cut,
      startedAt,
      durationMs: Math.round(performance.now() - started),
      cost: { requests: ran.findings.traffic.exchanges + restoreTrips, roundTrips: ran.roundTrips + restoreTrips },
    };
    this.moves.absorb(statusGraph);
    this.journal.absorb(journal);
    this.roundTrips.set(unit.index, ran.roundTrips + restoreTrips);
    this.findings.push(findings);
    this.options.onUnit?.(findings);
    this.options.progress?.(
      gone
        ? `– ${findings.unit} (${findings.traffic.exchanges} exchanges; not run to its end: the server stopped answering)`
        : progressLine(unit.check.id, findings, (row) => this.options.isAccepted?.({ ...row, message: row.fail?.message ?? '' }) ?? false),
    );
    return findings;
  }

  /**
   * Each kept failure's reproduction reduced to the shortest sequence that still shows it (issue 37),
   * within --minimize-budget requests per failure. Runs while the unit still holds its fixtures, once
   * they are put back: every candidate starts from them as found and is put back after.
   */
  private async minimize(
    unit: Unit,
    failures: readonly KeptFailure[],
    snapshot: readonly (readonly [Fixture, Record<string, unknown>])[],
    moves: StatusGraph,
  ): Promise<number> {
    const budget = this.settings.minimizeBudget ?? 0;
    let sent = 0;
    const send = (request: ApiRequest) => {
      sent += 1;
      return this.client.send({ ...request, flow: unit });
    };
    for (const failure of failures) {
      if (budget === 0 || this.options.signal?.aborted || this.serverGone) break;
      const reproduction = await minimizedReproduction(failure.finding, failure.rerun, {
        budget,
        send,
        restore: (journal, through) => this.restore({ send: through }, snapshot, journal, { between: true, moves }),
      }).catch(() => undefined);
      if (reproduction && failure.row.fail) failure.row.fail = { ...failure.row.fail, reproduction };
    }
    return sent;
  }

  /** What a unit holds (runner/lanes.ts), worked out once. */
  holdsOf(unit: Unit): Holds {
    let holds = this.holds.get(unit);
    if (!holds) this.holds.set(unit, (holds = holdsOf(unit, this.settings.connection, this.peopleShareProject)));
    return holds;
  }

  /** What this run was asked to judge: its units' checks, the exchange checks it reports, and what each lacks. */
  private scope(): RunScope {
    const planned = new Set(this.units.filter((unit) => isReported(unit.check.id, this.settings)).map((unit) => unit.check.id));
    // OPERATION.SERVED judges what the other checks sent: a run that sent nothing (each check not
    // configured) did not run it, rather than leave it unassessed.
    if (this.served.counted) planned.add(OPERATION_SERVED);
    for (const check of exchangeChecks) if (isReported(check.id, this.settings)) planned.add(check.id);
    const unconfigured = new Map<string, string[]>();
    for (const { check } of this.units) {
      const missing = missingInputs(check, this.settings);
      if (missing.length > 0) unconfigured.set(check.id, missing);
    }
    return { planned, unconfigured };
  }

  /** This session's units in the order they start (runner/lanes.ts). */
  get order(): readonly Unit[] {
    return (this.started ??= startOrder(this.units, (unit) => this.holdsOf(unit)));
  }

  /** Whether two units may not run at the same time. */
  conflicts(a: Unit, b: Unit): boolean {
    return conflict(this.holdsOf(a), this.holdsOf(b));
  }

  /**
   * The dependent round trips of the run: its start (discovering the reads, the snapshot, the read-lag probe), the
   * longest chain of units that wait on one another (each counts its own dependent requests and its
   * restore), and the final restore.
   */
  private criticalPath(finalRestoreTrips: number): number {
    return (
      this.openingTrips +
      longestChain(
        this.order,
        (unit) => this.holdsOf(unit),
        (unit) => this.roundTrips.get(unit.index),
      ) +
      finalRestoreTrips
    );
  }

  /**
   * The final restore (waiting a bounded time for a server that went away to come back), then the
   * report of what was collected. `incomplete` marks a run whose checks could not all run.
   */
  async finish(incomplete?: string): Promise<{ report: RunReport; restore: RestoreOutcome }> {
    let restore: RestoreOutcome;
    this.client.resetRetryBudget();
    const gone = this.serverGone;
    incomplete ??= gone;
    // A server that stopped answering gets a shorter wait: the run must end fast, and the console says how long.
    const waitMs = gone ? breakerRestoreMs(this.settings.timeoutMs) : restoreWaitMs(this.settings.timeoutMs);
    if (gone) this.client.health.allowRecovery(waitMs, 'restoring the fixtures');
    const sentBefore = this.client.sent;
    try {
      restore = await this.restore(this.client, this.settings.snapshot, this.journal, { waitMs, moves: this.moves });
    } catch (error) {
      // The report is built whatever the restore met: what it could not do is listed, and the run is incomplete.
      const stopped = `the final restore stopped: ${error instanceof Error ? error.message : String(error)}`;
      restore = { restored: [], leftovers: [`${stopped}; the fixtures may not be as the run found them`] };
      incomplete ??= stopped;
    } finally {
      await this.client.close().catch(() => undefined);
    }
    const { settings, options } = this;
    const criticalPath = this.criticalPath(this.client.sent - sentBefore);
    // A document the server offers no read of was never snapshotted: what the run changed on it stays (said, not hidden).
    const unread = this.reads
      .filter((read) => read.path === 'none')
      .map((read) =>
        settings.allowUnrestorable
          ? `the ${read.document} fixtures were not snapshotted (no read: ${read.reason ?? 'none'}), so what the run changed on them could not be put back`
          : `the ${read.document} fixtures were not snapshotted (no read: ${read.reason ?? 'none'}): only changes a conforming server must refuse were sent to them (the checks that need others are not assessable; --allow-unrestorable sends them), and what such a change did could not be put back`,
      );
    if (unread.length > 0) restore = { ...restore, leftovers: [...restore.leftovers, ...unread] };
    // Judged over the whole run, after every unit: one more unit of the report (and of a shard's units file).
    const scope = this.scope();
    const served: ServedUnit = {
      ...this.served.findings(Math.max(-1, ...this.units.map((unit) => unit.index)) + 1),
      runLevel: {
        ...this.served.data(),
        planned: [...(scope.planned ?? [])].sort(),
        unconfigured: Object.fromEntries(scope.unconfigured ?? []),
      },
    };
    try {
      this.options.onUnit?.(served);
    } catch (error) {
      // As for any unit: a hook that breaks makes the run incomplete, and the report is still built.
      incomplete ??= `the suite stopped: ${error instanceof Error ? error.message : String(error)}`;
    }
    const report = buildReport(foldUnits([...this.findings, served]), {
      tool: toolInfo(),
      run: {
        kind: 'run',
        baseUrl: settings.connection.baseUrl,
        embedded: options.embedded ?? false,
        seed: settings.seed,
        numRuns: settings.numRuns,
        startedAt: this.startedAt,
        finishedAt: new Date().toISOString(),
        ...(options.shard ? { shard: options.shard } : {}),
        // A shard's reproduce line runs the shard: the per-result lines (`--only`) need no --shard.
        command: options.shard ? `${settings.rerunCommand} --shard ${options.shard}` : settings.rerunCommand,
        profile: profileName(settings),
        ...(settings.requireDeprecationHeaders ? { requireDeprecationHeaders: true } : {}),
        ...(incomplete ? { incomplete } : {}),
        ...(options.product ? { product: options.product } : {}),
        ...(this.reads.length > 0 ? { reads: this.reads } : {}),
        criticalPath: { roundTrips: criticalPath, requests: this.client.sent, concurrency: settings.concurrency },
        ...(settings.certify ? { certify: true } : {}),
      },
      restore,
      coverage: (results, collected) => coverageOf(results, collected.coverage ?? {}, this.scope()),
    });
    return { report: settings.certify ? { ...report, certification: certificationOf(report) } : report, restore };
  }
}

/** A unit the circuit breaker cut short: its traffic, and one row not assessed saying why, instead of its findings. */
function unfinished(unit: Unit, ran: UnitFindings, why: string): UnitFindings {
  const recorder = new Recorder();
  recorder.add({
    check: unit.check.id,
    requirement: unit.check.requirement,
    operation: unit.operation,
    verdict: 'not-assessable',
    message: `not answering: not run to its end: ${why}`,
    notNow: { reason: 'not-sent', detail: why },
  });
  return { ...recorder.findings(ran.unit, ran.index), traffic: ran.traffic, coverage: ran.coverage };
}

/**
 * Whether the fixture project was found open to any e-mail domain (inviteDomains ["ANY"], or absent:
 * "defaults to a single value ANY"): people units then open it to what it already is.
 */
function openToAnyDomain(settings: RunSettings): boolean {
  const project = foundDocument(settings.snapshot, SPECIFIED_OPERATIONS.updateProject.key, { projectId: settings.connection.projectId });
  if (!project) return false;
  const domains = project.inviteDomains;
  return domains === undefined || (Array.isArray(domains) && domains.length === 1 && domains[0] === 'ANY');
}
