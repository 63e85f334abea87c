import shipped from './selftest-figures.json' with { type: 'json' };

/** Caught of total, for a level or a fault class. */
export interface Tally {
  readonly caught: number;
  readonly total: number;
}

/** One fault of the corpus and whether the proof caught it at its level, by a check its entry names. */
export interface FaultFigure {
  readonly name: string;
  readonly level: 'MUST' | 'SHOULD';
  readonly class: string;
  readonly caught: boolean;
}

/** One conforming variant of the reference server (the clean server, each personality) and its false failures. */
export interface VariantFigure {
  readonly name: string;
  readonly falseFailures: number;
}

/**
 * The suite's own precision, as `pm-conformance selftest` measures it against the reference server:
 * shipped with each version (selftest-figures.json, kept current by the proof tests) and quoted on
 * page 1 of every certificate.
 */
export interface SelftestFigures {
  readonly version: string;
  /** The command that reproduces them. */
  readonly command: string;
  readonly seed: number;
  readonly numRuns: number;
  readonly variants: number;
  readonly falseFailures: number;
  readonly caught: number;
  readonly faults: number;
  readonly byLevel: Readonly<Record<string, Tally>>;
  readonly byClass: Readonly<Record<string, Tally>>;
  /** Wall time of the measurement, in seconds (the machine's, not a property of the suite). */
  readonly seconds: number;
  readonly variantList: readonly VariantFigure[];
  readonly faultList: readonly FaultFigure[];
}

/** The figures this package ships. */
export const shippedFigures = shipped as SelftestFigures;

const tallies = (tallies: Readonly<Record<string, Tally>>) =>
  Object.entries(tallies)
    .map(([name, tally]) => `${name} ${tally.caught}/${tally.total}`)
    .join(', ');

/** "26 conforming variants, 0 false failures; caught 121 of 121 faults at their level" */
export const figuresHeadline = (figures: SelftestFigures) =>
  `${figures.variants} conforming variants, ${figures.falseFailures} false failures; caught ${figures.caught} of ${figures.faults} faults at their level`;

/** The headline, then per level and per fault class, then the time: what selftest prints. */
export function figuresText(figures: SelftestFigures): string {
  return [
    figuresHeadline(figures),
    `by level: ${tallies(figures.byLevel)}`,
    `by fault class: ${tallies(figures.byClass)}`,
    `measured in ${figures.seconds.toFixed(1)} s (seed ${figures.seed}, ${figures.numRuns} samples per property), pm-conformance ${figures.version}`,
  ].join('\n');
}
