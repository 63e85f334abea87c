import type { Exchange } from '../engine/exchange.js';
import type { RunReport } from '../engine/report/model.js';
import type { StepDrift } from './compare.js';
import { driftLinesOf, driftReport, type DriftWords } from './drift-report.js';

const WORDS: DriftWords = {
  check: 'baseline',
  breaking: 'Breaking drift',
  additive: 'Additive drift',
  against: 'since the baseline',
  unchanged: () => 'status, media type and body shape unchanged since the baseline',
  headersUnchanged: 'Deprecation, Sunset and Link unchanged since the baseline',
  hasHeaders: () => true,
};

/**
 * report.json of `pm-conformance baseline compare`: per step, one row for its answer (breaking drift
 * fails, additive drift warns) and one for its deprecation headers (changes warn).
 */
export const buildBaselineReport = (drifts: readonly StepDrift[], exchanges: readonly Exchange[], run: RunReport['run']): RunReport =>
  driftReport(drifts, exchanges, run, WORDS);

/** One line per drift, for the console. */
export const driftLines = (drifts: readonly StepDrift[]): string[] => driftLinesOf(drifts, WORDS);
