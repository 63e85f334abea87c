/** The targets on the 2-core machine: reported by the bench, never asserted by tests. */
export const TARGETS = {
  ratio: 0.5,
  defaultRunWallS: 15,
  peakRssMb: 300,
  firstRequestS: 2,
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
