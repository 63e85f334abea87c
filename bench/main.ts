import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fit, numRunsFor, type Point } from './calibrate.js';
import { runGeneratorBench } from './generators.js';
import { formatJsonLine, formatTables, type BenchResult, type PhaseResult } from './output.js';
import { measureRaw, type RawFigures } from './raw.js';
import { measureBareClient } from './bare-client.js';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { runSuiteProcess, type SuiteFigures } from './suite-process.js';
import type { CpuSplit } from './cpu-split.js';
import { TARGETS, evaluateTargets, latencyTargets, trafficTargets } from './targets.js';
import { cpuBudget, steadyPart, together, type CpuSpent } from './cpu-budget.js';
import { measureLatency, type LatencyFigures } from './latency.js';
import { measureTraffic, type TrafficFigures } from './traffic.js';
import { suiteVersion } from '../engine/report/version.js';

/** A phase is sized by the exchanges wanted (--num-runs calibrated) or by --num-runs itself. */
export type Phase = { readonly exchanges: number } | { readonly numRuns: number };

export interface BenchConfig {
  readonly seed: number;
  /** autocannon's connections and the suite's --concurrency: the same load on the same server. */
  readonly concurrency: number;
  readonly rawSeconds: number;
  readonly phases: readonly Phase[];
  /** Extra arguments of the "default" run (none for the real thing). */
  readonly defaultRunArgs: readonly string[];
  /** How many times the default run is made; its figures are the median run's (a shared machine is noisy). */
  readonly defaultRuns: number;
  readonly generatorMs: number;
  /** Size of the access log generated for the `traffic` figure (1 GB for the real thing). */
  readonly trafficBytes: number;
  /** Latencies the latency proxy adds to the default run (issue 28: 20 ms, a server in the same region; 80 ms, another continent). */
  readonly latenciesMs: readonly number[];
}

export const FULL_BENCH: BenchConfig = {
  seed: 1,
  concurrency: 10,
  rawSeconds: 5,
  phases: [{ exchanges: 10_000 }, { exchanges: 100_000 }],
  defaultRunArgs: [],
  defaultRuns: 5,
  generatorMs: 1_000,
  trafficBytes: 1e9,
  latenciesMs: [20, 80],
};

/** The checks of the two phases named by the issue: invalid payloads refused, valid ones accepted. */
const PHASE_CHECKS = 'invalid-payloads-rejected,valid-payloads-accepted';
// Before the raw rate is measured, the server's code is warmed for this long: after 1 s, the first
// 5 s made about a tenth fewer requests than the 5 s after them (three trials); after 3 s, as many.
const RAW_WARM_UP_S = 3;
// undici is cold in the bench process at its first request: its first 5 s took about half as much
// CPU again per request as the 5 s after them (one trial), a cost no steady state pays.
const BARE_WARM_UP_S = 2;

const log = (line: string) => process.stderr.write(`bench: ${line}\n`);

/** The middle value (the lower of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

/**
 * The whole benchmark, in one process and on one machine: the reference server in its own process,
 * autocannon's raw limit against it before and after the suite's phases (each a `pm-conformance run`
 * process, the in-process engine, against that server), the default run (embedded server, default
 * settings) several times, and generation throughput with the server out of the loop.
 */
export async function runBench(config: BenchConfig, progress: (line: string) => void = log): Promise<BenchResult> {
  const loadBefore = loadavg()[0] ?? 0;
  const work = mkdtempSync(join(tmpdir(), 'pmc-bench-'));
  progress('starting the reference server in its own process');
  const server = await startServerProcess();
  try {
    const configFile = join(work, 'connection.json');
    writeFileSync(configFile, JSON.stringify(server.config), { mode: 0o600 });
    progress(`raw limit: autocannon, ${config.concurrency} connections, ${config.rawSeconds} s (after ${RAW_WARM_UP_S} s of warm-up)`);
    await measureRaw(server.config, { connections: config.concurrency, seconds: RAW_WARM_UP_S, seed: config.seed });
    const raw = await spending(server, () => measureRaw(server.config, { connections: config.concurrency, seconds: config.rawSeconds, seed: config.seed }));
    progress(
      `bare client: undici, ${config.concurrency} connections, ${config.rawSeconds} s (after ${BARE_WARM_UP_S} s of warm-up), the same requests, nothing generated or checked`,
    );
    await measureBareClient(server.config, { connections: config.concurrency, seconds: BARE_WARM_UP_S, seed: config.seed });
    const bareClient = await spending(server, () =>
      measureBareClient(server.config, { connections: config.concurrency, seconds: config.rawSeconds, seed: config.seed }),
    );
    const phaseArgs = (numRuns: number) => [
      '--config',
      configFile,
      '--seed',
      String(config.seed),
      '--only',
      PHASE_CHECKS,
      '--num-runs',
      String(numRuns),
      '--concurrency',
      String(config.concurrency),
    ];
    const phases = await runPhases(config, phaseArgs, server, progress);
    // Profiling slows a run down: the split is taken on a run of its own, the smallest phase again.
    const profiled = phases.reduce((a, b) => (b.exchanges < a.exchanges ? b : a));
    progress(`the suite's own work per exchange: the ${profiled.exchanges.toLocaleString('en')}-exchange phase again, CPU-profiled`);
    const split = (await runSuiteProcess(phaseArgs(profiled.numRuns), { profile: true })).split as CpuSplit;
    // Measured again after the phases: the ratio is taken against both, so a drift of the machine's
    // speed during the phases moves both sides of it.
    progress(`raw limit again: autocannon, ${config.rawSeconds} s`);
    const rawAfter = await spending(server, () =>
      measureRaw(server.config, { connections: config.concurrency, seconds: config.rawSeconds, seed: config.seed }),
    );
    const defaultRuns: SuiteFigures[] = [];
    for (let run = 1; run <= config.defaultRuns; run += 1) {
      progress(`the default pm-conformance run (embedded server), ${run} of ${config.defaultRuns}`);
      defaultRuns.push(await runSuiteProcess(config.defaultRunArgs));
    }
    const latency: LatencyFigures[] = [];
    for (const latencyMs of config.latenciesMs) {
      progress(`the default run behind a proxy adding ${latencyMs} ms to each request`);
      latency.push(await measureLatency(latencyMs, config.seed, config.defaultRunArgs));
    }
    progress('generation + validation throughput per schema');
    const generators = runGeneratorBench(config.generatorMs, () => {}).map(({ schema, samplesPerSecond, invalid }) => ({ schema, samplesPerSecond, invalid }));
    progress(`traffic: a generated access log of ${Math.round(config.trafficBytes / 1e6).toLocaleString('en')} MB`);
    const traffic = await measureTraffic(config.trafficBytes);
    return summarise(config, { raw, bareClient, rawAfter, phases, split, defaultRuns, generators, traffic, loadBefore, latency });
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

/** A measure made in this process (autocannon, the bare client), with the CPU it cost this process and the server. */
interface Spending {
  readonly figures: RawFigures;
  /** Undefined where the server's CPU cannot be read. */
  readonly spent?: CpuSpent;
}

async function spending(server: ServerProcess, measure: () => Promise<RawFigures>): Promise<Spending> {
  const client = process.cpuUsage();
  const serverBefore = server.cpuMs();
  const started = performance.now();
  const figures = await measure();
  const wallMs = performance.now() - started;
  const { user, system } = process.cpuUsage(client);
  const serverAfter = server.cpuMs();
  if (serverBefore === undefined || serverAfter === undefined) return { figures };
  return { figures, spent: { count: figures.requests, clientMs: (user + system) / 1000, serverMs: serverAfter - serverBefore, wallMs } };
}

async function runPhases(
  config: BenchConfig,
  args: (numRuns: number) => string[],
  server: ServerProcess,
  progress: (line: string) => void,
): Promise<PhaseResult[]> {
  const points: Point[] = [];
  const run = async (numRuns: number, targetExchanges?: number): Promise<PhaseResult> => {
    const serverBefore = server.cpuMs();
    const figures = await runSuiteProcess(args(numRuns));
    const serverAfter = server.cpuMs();
    points.push({ numRuns, exchanges: figures.exchanges });
    return {
      ...figures,
      ...(serverBefore === undefined || serverAfter === undefined ? {} : { serverCpuMs: serverAfter - serverBefore }),
      numRuns,
      ...(targetExchanges === undefined ? {} : { targetExchanges }),
      exchangesPerSecond: Math.round(figures.exchanges / (figures.wallMs / 1000)),
    };
  };
  if (config.phases.some((phase) => 'exchanges' in phase)) {
    progress('calibrating --num-runs (two small runs)');
    await run(config.concurrency);
    await run(3 * config.concurrency);
  }
  const results: PhaseResult[] = [];
  for (const phase of config.phases) {
    if ('numRuns' in phase) {
      progress(`suite: --num-runs ${phase.numRuns}`);
      results.push(await run(phase.numRuns));
      continue;
    }
    // Fitted through the smallest and the latest run: the further apart, the better the estimate.
    const numRuns = numRunsFor(fit(points[0] as Point, points[points.length - 1] as Point), phase.exchanges, config.concurrency);
    progress(`suite: ${phase.exchanges.toLocaleString('en')} exchanges (--num-runs ${numRuns})`);
    results.push(await run(numRuns, phase.exchanges));
  }
  return results;
}

interface Measured {
  readonly raw: Spending;
  readonly bareClient: Spending;
  readonly rawAfter: Spending;
  readonly phases: PhaseResult[];
  readonly split: CpuSplit;
  readonly defaultRuns: readonly SuiteFigures[];
  readonly generators: BenchResult['generators'];
  readonly traffic: TrafficFigures;
  readonly loadBefore: number;
  readonly latency: readonly LatencyFigures[];
}

/** What a phase cost the suite's process and the server; undefined where the server's CPU cannot be read. */
const spentOf = (phase: PhaseResult): CpuSpent | undefined =>
  phase.serverCpuMs === undefined ? undefined : { count: phase.exchanges, clientMs: phase.cpuMs, serverMs: phase.serverCpuMs, wallMs: phase.wallMs };

function budgetOf(measured: Measured, smallest: PhaseResult, largest: PhaseResult): BenchResult['cpuBudget'] {
  const [raw, rawAfter, bareClient] = [measured.raw.spent, measured.rawAfter.spent, measured.bareClient.spent];
  const [small, large] = [spentOf(smallest), spentOf(largest)];
  if (!raw || !rawAfter || !bareClient || !small || !large) return undefined;
  return cpuBudget({ raw: together(raw, rawAfter), bareClient, suite: steadyPart(small, large) }, TARGETS.ratio);
}

function summarise(config: BenchConfig, measured: Measured): BenchResult {
  const { phases, defaultRuns } = measured;
  const [raw, bareClient, rawAfter] = [measured.raw.figures, measured.bareClient.figures, measured.rawAfter.figures];
  // The default run shown is the one of median wall time; its first request, the median of all.
  const defaultRun = defaultRuns.find((run) => run.wallMs === median(defaultRuns.map((each) => each.wallMs))) as SuiteFigures;
  const firstRequestMs = median(defaultRuns.map((run) => run.firstRequestMs ?? Number.POSITIVE_INFINITY));
  const rawRequestsPerSecond = (raw.requestsPerSecond + rawAfter.requestsPerSecond) / 2;
  const smallest = phases.reduce((a, b) => (b.exchanges < a.exchanges ? b : a));
  const largest = phases.reduce((a, b) => (b.exchanges > a.exchanges ? b : a));
  // The difference between two runs cancels what both pay once (start-up, snapshot, restore, reports).
  const part = steadyPart({ count: smallest.exchanges, wallMs: smallest.wallMs }, { count: largest.exchanges, wallMs: largest.wallMs });
  const steady = part.count / (part.wallMs / 1000);
  const ratio = steady / rawRequestsPerSecond;
  const budget = budgetOf(measured, smallest, largest);
  const cpu = cpus();
  return {
    version: suiteVersion(),
    machine: {
      cores: cpu.length,
      cpu: cpu[0]?.model.trim() ?? 'unknown',
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
      loadBefore: measured.loadBefore,
      loadAfter: loadavg()[0] ?? 0,
    },
    settings: { seed: config.seed, concurrency: config.concurrency, rawSeconds: config.rawSeconds },
    raw,
    bareClient,
    bareClientRatio: Math.round((bareClient.requestsPerSecond / rawRequestsPerSecond) * 100) / 100,
    rawAfter,
    rawRequestsPerSecond: Math.round(rawRequestsPerSecond),
    phases,
    steadyExchangesPerSecond: Math.round(steady),
    split: measured.split,
    ...(budget ? { cpuBudget: budget } : {}),
    ratio: Math.round(ratio * 100) / 100,
    defaultRun,
    defaultRunWallsMs: defaultRuns.map((run) => run.wallMs),
    defaultRunFirstRequestMs: firstRequestMs,
    generators: measured.generators,
    traffic: measured.traffic,
    latency: measured.latency,
    targets: [
      ...evaluateTargets({ ratio, defaultRunWallMs: defaultRun.wallMs, peakRssMb: largest.peakRssMb, peakRssExchanges: largest.exchanges, firstRequestMs }),
      ...trafficTargets(measured.traffic),
      ...latencyTargets(measured.latency),
    ],
  };
}

/** The tables, then the JSON line last (so `| tail -1` gives it to a machine). */
export function printBench(result: BenchResult, write: (text: string) => void = (text) => process.stdout.write(text)): void {
  write(`${formatTables(result)}\n${formatJsonLine(result)}\n`);
}

// Run when executed directly (npm run bench); importing it has no effect.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runBench(FULL_BENCH).then(
    (result) => printBench(result),
    (error: unknown) => {
      process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
