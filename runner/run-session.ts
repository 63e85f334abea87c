import type { ConnectionConfig } from '../engine/connection.js';
import type { Exchange } from '../engine/exchange.js';
import { snapshotFixtures } from '../engine/fixtures/fixtures.js';
import { Journal } from '../engine/fixtures/journal.js';
import { restoreFixtures } from '../engine/fixtures/restore.js';
import { ApiClient } from '../engine/http/client.js';
import { buildReport } from '../engine/report/build-report.js';
import { toolInfo } from '../engine/report/findings-report.js';
import type { RestoreOutcome, RunReport } from '../engine/report/model.js';
import { foldUnits, type UnitFindings } from '../engine/results/collected.js';
import { DEFAULTS, rerunCommand, restoreWaitMs, type RunSettings, type Tunables } from '../engine/settings.js';
import { profileName } from '../engine/verdict.js';
import { planUnits, type Unit } from './plan.js';
import { runUnit } from './run-unit.js';
import { exchangeChecks } from '../suites/checks/exchange/index.js';
import { StatusGraph } from '../suites/runtime/status-graph.js';
import { coverageOf } from './coverage-report.js';
import { validateSelection } from './selection-check.js';
import { inShard, parseShard } from './shard.js';

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
  /** Stops the run between units (Ctrl-C): the unit in flight finishes, then only the final restore runs. */
  readonly signal?: AbortSignal;
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
    ...(options.allowIrreversible ? { allowIrreversible: true } : {}),
  };
}

function progressLine(findings: UnitFindings): string {
  const counts = findings.rows.reduce((sum, row) => ({ fail: sum.fail + row.counts.fail, warn: sum.warn + row.counts.warn }), { fail: 0, warn: 0 });
  const mark = counts.fail > 0 ? '✗' : counts.warn > 0 ? '!' : '✓';
  return `${mark} ${findings.unit} (${findings.traffic.exchanges} exchanges${counts.fail ? `, ${counts.fail} failed` : ''}${counts.warn ? `, ${counts.warn} warnings` : ''})`;
}

/**
 * One run of the suite in this process, unit by unit: the fixtures snapshotted when it opens, put
 * back after each unit and at the end. The CLI's loop (runSuite) and the vitest adapter drive it the
 * same way: `run` each unit, then `finish` once.
 */
export class RunSession {
  readonly startedAt = new Date().toISOString();
  private readonly journal = new Journal();
  /** What the run learns of the server's status transitions, across units (suites/runtime/status-graph.ts). */
  private readonly statusGraph = new StatusGraph();
  private readonly findings: UnitFindings[] = [];
  private group: Unit['group'] | undefined;

  private constructor(
    readonly settings: RunSettings,
    /** This shard's units, in plan order. */
    readonly units: readonly Unit[],
    private readonly client: ApiClient,
    private readonly options: SessionOptions,
    private readonly restore: FixtureRestore,
  ) {}

  /** Checks the selection, reads the fixtures (a setup problem throws before anything changes) and plans the units. */
  static async open(options: SessionOptions, restore: FixtureRestore = restoreFixtures): Promise<RunSession> {
    const tunables = tunablesOf(options);
    validateSelection(tunables.only, tunables.exclude, options.connection);
    const units = planUnits(tunables).filter(options.shard ? inShard(parseShard(options.shard)) : () => true);
    const client = new ApiClient(options.connection, { ...DEFAULTS, ...tunables });
    try {
      const snapshot = await snapshotFixtures(client, options.connection);
      const settings: RunSettings = {
        ...tunables,
        connection: options.connection,
        retry: DEFAULTS.retry,
        snapshot,
        rerunCommand: rerunCommand(options.embedded ? undefined : options.connection, tunables),
      };
      return new RunSession(settings, units, client, options, restore);
    } catch (error) {
      await client.close();
      throw error;
    }
  }

  /** The secrets this run sends (for redaction by the report writers). */
  get secretPairs(): readonly (readonly [string, string])[] {
    return this.client.secretPairs;
  }

  /**
   * Runs one unit, then puts back what it touched: every unit starts from the fixtures as the run found
   * them, whichever units ran before it, so a shard sees what the unsharded run sees. Once the run is
   * stopped, the final restore is the only one.
   */
  async run(unit: Unit): Promise<UnitFindings> {
    // Each group of checks has its own budget of waiting on 429s, and so has the final restore.
    if (unit.group !== this.group) this.client.resetRetryBudget();
    this.group = unit.group;
    const findings = await runUnit(unit, {
      settings: this.settings,
      client: this.client,
      journal: this.journal,
      exchangeChecks,
      statusGraph: this.statusGraph,
      ...(this.options.onExchange ? { onExchange: this.options.onExchange } : {}),
    });
    if (!this.options.signal?.aborted) await this.restore(this.client, this.settings.snapshot, this.journal, { between: true }).catch(() => undefined);
    this.findings.push(findings);
    this.options.onUnit?.(findings);
    this.options.progress?.(progressLine(findings));
    return findings;
  }

  /**
   * The final restore (waiting a bounded time for a server that went away to come back), then the
   * report of what was collected. `incomplete` marks a run whose checks could not all run.
   */
  async finish(incomplete?: string): Promise<{ report: RunReport; restore: RestoreOutcome }> {
    let restore: RestoreOutcome;
    this.client.resetRetryBudget();
    try {
      restore = await this.restore(this.client, this.settings.snapshot, this.journal, { waitMs: restoreWaitMs(this.settings.timeoutMs) });
    } catch (error) {
      // The report is built whatever the restore met: what it could not do is listed, and the run is incomplete.
      const stopped = `the final restore stopped: ${error instanceof Error ? error.message : String(error)}`;
      restore = { restored: [], leftovers: [`${stopped}; the fixtures may not be as the run found them`] };
      incomplete ??= stopped;
    } finally {
      await this.client.close().catch(() => undefined);
    }
    const { settings, options } = this;
    const report = buildReport(foldUnits(this.findings), {
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
        command: settings.rerunCommand,
        profile: profileName(settings),
        ...(settings.requireDeprecationHeaders ? { requireDeprecationHeaders: true } : {}),
        ...(incomplete ? { incomplete } : {}),
      },
      restore,
      coverage: (results, collected) => coverageOf(results, collected.coverage ?? {}),
    });
    return { report, restore };
  }
}
