import type { Target } from './targets.js';
import type { RawFigures } from './raw.js';
import type { SuiteFigures } from './suite-process.js';
import type { TrafficFigures } from './traffic.js';
import { BARE_REQUESTS, type LatencyFigures } from './latency.js';
import { count, formatTable } from './table.js';
import { SPLIT_PARTS, type CpuSplit } from './cpu-split.js';
import type { CpuBudget, CpuUse } from './cpu-budget.js';

export interface PhaseResult extends SuiteFigures {
  /** The exchanges asked for (the --num-runs was calibrated to make about that many). */
  readonly targetExchanges?: number;
  readonly numRuns: number;
  /** The server's CPU time over the phase, all its threads (Linux). */
  readonly serverCpuMs?: number;
  /** Exchanges over the whole wall time, start-up included. */
  readonly exchangesPerSecond: number;
}

export interface BenchResult {
  /** Of pm-conformance, from package.json. */
  readonly version: string;
  readonly machine: {
    readonly cores: number;
    readonly cpu: string;
    readonly node: string;
    readonly platform: string;
    readonly loadBefore: number;
    readonly loadAfter: number;
  };
  readonly settings: { readonly seed: number; readonly concurrency: number; readonly rawSeconds: number };
  /** autocannon before the suite's phases, and after them. */
  readonly raw: RawFigures;
  /** The suite's HTTP library (undici) replaying the same requests with nothing generated or checked. */
  readonly bareClient: RawFigures;
  /** bareClient's req/s over rawRequestsPerSecond: the ceiling HTTP in Node leaves the suite. */
  readonly bareClientRatio: number;
  readonly rawAfter: RawFigures;
  /** The mean of the two: what the steady state is compared with. */
  readonly rawRequestsPerSecond: number;
  readonly phases: readonly PhaseResult[];
  /** Exchanges per second once running: the difference between the largest and smallest phase. */
  readonly steadyExchangesPerSecond: number;
  /** steadyExchangesPerSecond / rawRequestsPerSecond. */
  readonly ratio: number;
  /** The suite's own work per exchange by part (µs of main-thread CPU), from a profiled run of the smallest phase. */
  readonly split: CpuSplit;
  /** CPU per request of autocannon, the bare client and the suite, both sides, and what the ratio's goal leaves the suite (where the server's CPU can be read). */
  readonly cpuBudget?: CpuBudget;
  /** The default run of median wall time. */
  readonly defaultRun: SuiteFigures;
  /** Every default run's wall time, in the order they ran. */
  readonly defaultRunWallsMs: readonly number[];
  /** The median of the default runs' times to first request. */
  readonly defaultRunFirstRequestMs: number;
  readonly generators: readonly { readonly schema: string; readonly samplesPerSecond: number; readonly invalid: number }[];
  readonly traffic: TrafficFigures;
  /** The default run behind the latency proxy, at each latency. */
  readonly latency: readonly LatencyFigures[];
  readonly targets: readonly Target[];
}

const seconds = (ms: number | undefined) => (ms === undefined ? '-' : (ms / 1000).toFixed(2));
const dash = '-';

function runsTable(result: BenchResult): string {
  const { raw } = result;
  const suiteRow = (name: string, figures: SuiteFigures, perSecond: number) => [
    name,
    count(figures.exchanges),
    count(perSecond),
    String(figures.p50Ms),
    String(figures.p99Ms),
    seconds(figures.wallMs),
    seconds(figures.mainThreadCpuMs ?? figures.cpuMs),
    count(figures.peakRssMb),
    seconds(figures.firstRequestMs),
  ];
  const rawRow = (name: string, figures: RawFigures) => [
    name,
    count(figures.requests),
    count(figures.requestsPerSecond),
    String(figures.p50Ms),
    String(figures.p99Ms),
    figures.seconds.toFixed(2),
    dash,
    dash,
    dash,
  ];
  const runs = result.defaultRunWallsMs.length;
  return formatTable(
    ['run', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'wall s', 'cpu s', 'peak RSS MB', 'first request s'],
    [
      rawRow(`raw: autocannon, ${raw.connections} connections`, raw),
      rawRow(`bare client: undici, ${result.bareClient.connections} connections`, result.bareClient),
      ...result.phases.map((phase) =>
        suiteRow(
          `suite: ${phase.targetExchanges === undefined ? `--num-runs ${phase.numRuns}` : `${count(phase.targetExchanges)} exchanges`}`,
          phase,
          phase.exchangesPerSecond,
        ),
      ),
      rawRow('raw again, after the phases', result.rawAfter),
      suiteRow(
        `default pm-conformance run${runs > 1 ? ` (median of ${runs})` : ''}`,
        result.defaultRun,
        result.defaultRun.exchanges / (result.defaultRun.wallMs / 1000),
      ),
    ],
  );
}

function targetsTable(result: BenchResult): string {
  return formatTable(
    ['target', 'value', 'goal', 'met'],
    result.targets.map((target) => [target.name, `${target.value}${target.unit ? ` ${target.unit}` : ''}`, target.goal, target.met ? 'yes' : 'NO']),
  );
}

function generatorsTable(result: BenchResult): string {
  return formatTable(
    ['generation + validation (no server)', 'samples/s'],
    result.generators.map((g) => [g.schema, count(g.samplesPerSecond)]),
  );
}

function latencyTable(result: BenchResult): string {
  return formatTable(
    ['default run behind added latency', 'exchanges', 'requests', 'wall s', 'ideal s', 'wall / ideal', 'bare client', 'critical path'],
    result.latency.map((run) => [
      `${run.latencyMs} ms, --concurrency ${run.concurrency}`,
      count(run.exchanges),
      count(run.requests),
      seconds(run.wallMs),
      seconds(run.idealMs),
      run.ratio.toFixed(2),
      run.bareRatio.toFixed(2),
      run.criticalPath === undefined ? dash : `${count(run.criticalPath)} round trips`,
    ]),
  );
}

function trafficTable(result: BenchResult): string {
  const { traffic } = result;
  return formatTable(
    ['traffic (generated access log)', 'lines', 'MB', 'lines/s', 'wall s', 'peak RSS MB'],
    [
      [
        'pm-conformance traffic',
        count(traffic.lines),
        count(traffic.megabytes),
        count(traffic.linesPerSecond),
        seconds(traffic.wallMs),
        count(traffic.peakRssMb),
      ],
    ],
  );
}

function splitTable({ split }: BenchResult): string {
  const us = (value: number) => value.toFixed(1);
  return formatTable(
    ['suite work per exchange, µs', ...SPLIT_PARTS, 'total'],
    [[`CPU-profiled run, ${count(split.exchanges)} exchanges`, ...SPLIT_PARTS.map((part) => us(split[part])), us(split.totalUs)]],
  );
}

function budgetTable(budget: CpuBudget): string {
  const row = (name: string, use: CpuUse) => [name, count(use.clientUs), count(use.serverUs), count(use.totalUs), use.coresBusy.toFixed(2)];
  return formatTable(
    ['CPU per request, µs', 'client', 'server', 'total', 'cores busy'],
    [row('raw: autocannon (both runs)', budget.raw), row('bare client: undici', budget.bareClient), row('suite: steady state, per exchange', budget.suite)],
  );
}

function budgetNote(budget: CpuBudget): string {
  return [
    `client: every thread of the client's process (autocannon and undici run in the bench's); server: the reference server's process; cores busy: both over the wall time`,
    `the ratio's goal (${budget.goal} of raw) at the cores autocannon kept busy: at most ${count(budget.targetTotalUs)} µs per exchange for both sides; with the server's ${count(budget.suite.serverUs)}, at most ${count(budget.suiteAllowedUs)} µs for the suite's process (undici alone takes ${count(budget.bareClient.clientUs)})`,
  ].join('\n');
}

/** The human part: small tables (runs, the split per exchange, CPU per request, latency, targets, generators, traffic). */
export function formatTables(result: BenchResult): string {
  const { machine, settings } = result;
  const heading = `pm-conformance ${result.version} bench: ${machine.cores} cores (${machine.cpu}), node ${machine.node} ${machine.platform}, load ${machine.loadBefore.toFixed(2)} -> ${machine.loadAfter.toFixed(2)}, seed ${settings.seed}, --concurrency ${settings.concurrency}`;
  const steady = `steady state: suite ${count(result.steadyExchangesPerSecond)} exchanges/s vs raw ${count(result.rawRequestsPerSecond)} req/s (autocannon before and after the phases: ${count(result.raw.requestsPerSecond)}, ${count(result.rawAfter.requestsPerSecond)})`;
  const bare = `bare client: undici replaying the same requests, nothing generated or checked, ${count(result.bareClient.requestsPerSecond)} req/s, ${result.bareClientRatio} of raw: the rest of the gap is the suite's work per exchange`;
  const defaults = `default runs, wall s: ${result.defaultRunWallsMs.map((ms) => seconds(ms)).join(', ')}; first request (median) ${seconds(result.defaultRunFirstRequestMs)} s`;
  const notes =
    'cpu s: CPU time of the main thread (all threads where /proc is not readable); on an idle machine the wall time is about that plus start-up waits';
  const splitNote =
    "the main thread's CPU by the code it ran: send (client layers, undici, sockets), generate (generators, fast-check, faker), validate (ajv), record (rows, traffic, coverage, journal, HAR), judge (exchange checks), other (scenarios, runner, start-up, GC)";
  const ideal = [
    'ideal: every request the run sends (the proxy counts them) × the latency / --concurrency: the least latency can cost with that many in flight',
    `bare client: the same wall / ideal for undici alone replaying the request mix through the same proxy on as many connections (${count(BARE_REQUESTS)} requests): what HTTP, the proxy and the server take before the suite does anything`,
  ].join('\n');
  return [
    heading,
    '',
    runsTable(result),
    steady,
    bare,
    defaults,
    notes,
    '',
    splitTable(result),
    splitNote,
    '',
    ...(result.cpuBudget ? [budgetTable(result.cpuBudget), budgetNote(result.cpuBudget), ''] : []),
    latencyTable(result),
    ideal,
    '',
    targetsTable(result),
    '',
    generatorsTable(result),
    '',
    trafficTable(result),
  ].join('\n');
}

/** The machine part: one JSON line. */
export function formatJsonLine(result: BenchResult): string {
  return JSON.stringify({ bench: 'pm-conformance', ...result });
}
