/** The targets on the 2-core machine: reported by the bench, never asserted by tests. */
export const TARGETS = {
  ratio: 0.5,
  defaultRunWallS: 15,
  peakRssMb: 300,
  firstRequestS: 2,
  trafficLinesPerSecond: 200_000,
  /** "A 1 GB log in bounded memory": what the run's largest phase may use, far below the log's size. */
  trafficPeakRssMb: 300,
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
  readonly defaultRunWallMs: number;
  /** Peak RSS of the largest phase, and its exchanges. */
  readonly peakRssMb: number;
  readonly peakRssExchanges: number;
  /** The slowest time to first request of every suite process the bench started. */
  readonly firstRequestMs: number;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export function evaluateTargets(inputs: TargetInputs): Target[] {
  return [
    { name: 'suite/raw ratio (steady state)', value: round(inputs.ratio, 2), unit: '', goal: `>= ${TARGETS.ratio}`, met: inputs.ratio >= TARGETS.ratio },
    { name: 'default run wall time', value: round(inputs.defaultRunWallMs / 1000, 1), unit: 's', goal: `<= ${TARGETS.defaultRunWallS} s`, met: inputs.defaultRunWallMs <= TARGETS.defaultRunWallS * 1000 },
    { name: `peak RSS, ${inputs.peakRssExchanges.toLocaleString('en')} exchanges`, value: Math.round(inputs.peakRssMb), unit: 'MB', goal: `<= ${TARGETS.peakRssMb} MB`, met: inputs.peakRssMb <= TARGETS.peakRssMb },
    { name: 'time to first request (slowest)', value: round(inputs.firstRequestMs / 1000, 2), unit: 's', goal: `<= ${TARGETS.firstRequestS} s`, met: inputs.firstRequestMs <= TARGETS.firstRequestS * 1000 },
  ];
}

/** The `traffic` figures: log lines read per second, and peak RSS against the size of the log. */
export function trafficTargets(figures: { readonly linesPerSecond: number; readonly peakRssMb: number; readonly megabytes: number }): Target[] {
  return [
    { name: 'traffic: access-log lines/s', value: figures.linesPerSecond, unit: '', goal: `>= ${TARGETS.trafficLinesPerSecond.toLocaleString('en')}`, met: figures.linesPerSecond >= TARGETS.trafficLinesPerSecond },
    { name: `traffic: peak RSS, ${figures.megabytes.toLocaleString('en')} MB log`, value: figures.peakRssMb, unit: 'MB', goal: `<= ${TARGETS.trafficPeakRssMb} MB`, met: figures.peakRssMb <= TARGETS.trafficPeakRssMb },
  ];
}
