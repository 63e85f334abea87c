/**
 * The targets of issue 17 on an idle 2-core machine: reported by the bench, never asserted by tests.
 * The fourth target of the issue, `npm test` in at most 4 minutes, is a CI figure: the bench cannot
 * measure it (the README states CI's figure).
 */
export const TARGETS = {
  /** The suite's steady-state exchanges/s over autocannon's req/s, same server, same request mix. */
  ratio: 0.8,
  /** `pm-conformance run` with default settings against the embedded server, spawn to exit. */
  defaultRunWallS: 2.0,
  /** Spawn to the first request a `pm-conformance run` process sends. */
  firstRequestS: 0.4,
  /** Peak RSS of the suite's process over a run of about 100,000 exchanges. */
  peakRssMb: 150,
  trafficLinesPerSecond: 200_000,
  /** "A 1 GB log in bounded memory": what the run's largest phase may use, far below the log's size. */
  trafficPeakRssMb: 300,
  /** Issue 28: the default run behind added latency, over requests × latency / --concurrency. */
  latencyRatio: 1.3,
} as const;

export interface Target {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly goal: string;
  readonly met: boolean;
}

export interface TargetInputs {
  readonly ratio: number;
  /** The default run's wall time (the median of the default runs). */
  readonly defaultRunWallMs: number;
  /** Peak RSS of the largest phase, and its exchanges. */
  readonly peakRssMb: number;
  readonly peakRssExchanges: number;
  /** The default run's time to first request (the median of the default runs). */
  readonly firstRequestMs: number;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export function evaluateTargets(inputs: TargetInputs): Target[] {
  return [
    { name: 'suite/raw ratio (steady state)', value: round(inputs.ratio, 2), unit: '', goal: `>= ${TARGETS.ratio}`, met: inputs.ratio >= TARGETS.ratio },
    {
      name: 'default run wall time',
      value: round(inputs.defaultRunWallMs / 1000, 2),
      unit: 's',
      goal: `<= ${TARGETS.defaultRunWallS.toFixed(1)} s`,
      met: inputs.defaultRunWallMs <= TARGETS.defaultRunWallS * 1000,
    },
    {
      name: `peak RSS, ${inputs.peakRssExchanges.toLocaleString('en')} exchanges`,
      value: Math.round(inputs.peakRssMb),
      unit: 'MB',
      goal: `<= ${TARGETS.peakRssMb} MB`,
      met: inputs.peakRssMb <= TARGETS.peakRssMb,
    },
    {
      name: 'default run: time to first request',
      value: round(inputs.firstRequestMs / 1000, 2),
      unit: 's',
      goal: `<= ${TARGETS.firstRequestS} s`,
      met: inputs.firstRequestMs <= TARGETS.firstRequestS * 1000,
    },
  ];
}

/** The `traffic` figures: log lines read per second, and peak RSS against the size of the log. */
export function trafficTargets(figures: { readonly linesPerSecond: number; readonly peakRssMb: number; readonly megabytes: number }): Target[] {
  return [
    {
      name: 'traffic: access-log lines/s',
      value: figures.linesPerSecond,
      unit: '',
      goal: `>= ${TARGETS.trafficLinesPerSecond.toLocaleString('en')}`,
      met: figures.linesPerSecond >= TARGETS.trafficLinesPerSecond,
    },
    {
      name: `traffic: peak RSS, ${figures.megabytes.toLocaleString('en')} MB log`,
      value: figures.peakRssMb,
      unit: 'MB',
      goal: `<= ${TARGETS.trafficPeakRssMb} MB`,
      met: figures.peakRssMb <= TARGETS.trafficPeakRssMb,
    },
  ];
}

/** Issue 28: the default run behind each added latency within 1.3 times its ideal. */
export function latencyTargets(runs: readonly { readonly latencyMs: number; readonly ratio: number }[]): Target[] {
  return runs.map((run) => ({
    name: `default run at ${run.latencyMs} ms added latency: wall / ideal`,
    value: run.ratio,
    unit: '',
    goal: `<= ${TARGETS.latencyRatio}`,
    met: run.ratio <= TARGETS.latencyRatio,
  }));
}
