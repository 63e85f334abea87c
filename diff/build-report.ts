import type { Exchange } from '../engine/exchange.js';
import type { RunReport } from '../engine/report/model.js';
import { driftLinesOf, driftReport, type DriftWords } from '../baseline/drift-report.js';
import type { StepDifference } from './compare.js';

const EFFECTS = 'read-back-effects';

/** diff's words for baseline's drift report: differences from the base server; the read-back effects have no headers. */
const WORDS: DriftWords = {
  check: 'diff',
  breaking: 'Breaking difference',
  additive: 'Non-breaking difference',
  against: 'from the base server',
  unchanged: (step) =>
    step.step === EFFECTS ? 'the requests left the same fields changed on both servers' : 'same status, media type and body shape on both servers',
  headersUnchanged: 'same Deprecation, Sunset and Link on both servers',
  hasHeaders: (step) => step.step !== EFFECTS,
};

/**
 * report.json of `pm-conformance diff`: per step one row for its answer (a breaking difference
 * fails, another warns) and one for its deprecation headers; the evidence is the candidate's exchange.
 */
export const buildDiffReport = (steps: readonly StepDifference[], exchanges: readonly Exchange[], run: RunReport['run']): RunReport =>
  driftReport(steps, exchanges, run, WORDS);

/** One line per difference, for the console. */
export const differenceLines = (steps: readonly StepDifference[]): string[] => driftLinesOf(steps, WORDS);
