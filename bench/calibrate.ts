/** A run of the phases' checks: how many random samples per property, how many exchanges it made. */
export interface Point {
  readonly numRuns: number;
  readonly exchanges: number;
}

/**
 * exchanges ≈ intercept + slope × numRuns: each property sends its coverage examples (the intercept)
 * and then a fixed number of exchanges per random sample (the slope). Fitted through two runs.
 */
export interface Line {
  readonly intercept: number;
  readonly slope: number;
}

export function fit(a: Point, b: Point): Line {
  if (a.numRuns === b.numRuns) throw new Error('calibration needs two different --num-runs');
  const slope = (b.exchanges - a.exchanges) / (b.numRuns - a.numRuns);
  if (!(slope > 0)) throw new Error(`calibration found no exchanges per sample (${a.exchanges} at ${a.numRuns}, ${b.exchanges} at ${b.numRuns})`);
  return { slope, intercept: a.exchanges - slope * a.numRuns };
}

/**
 * The --num-runs expected to make `exchanges` exchanges: a multiple of `step` (samples are fired
 * --concurrency at a time, so a property rounds its runs up to a multiple of it), at least one step.
 */
export function numRunsFor(line: Line, exchanges: number, step: number): number {
  const runs = (exchanges - line.intercept) / line.slope;
  return Math.max(step, Math.round(runs / step) * step);
}
