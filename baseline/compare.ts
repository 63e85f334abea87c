import type { Exchange } from '../engine/exchange.js';
import type { OperationKey } from '../specs/operations.js';
import type { RequirementId } from '../specs/requirements.js';
import type { BaselineEntry } from './capture.js';
import { entryDrift, headerDrift } from './entry-drift.js';
import type { Drift } from './schema-drift.js';
import { BASELINE_STEPS } from './steps.js';

/** The drift of one step: of its answer (status, media type, body) and of its deprecation headers. */
export interface StepDrift {
  readonly step: string;
  readonly operation: OperationKey;
  readonly requirement: RequirementId;
  readonly answer: readonly Drift[];
  readonly headers: readonly Drift[];
  /** Today's exchange, for the evidence. */
  readonly exchange?: Exchange;
}

const notCompared = (message: string): Drift => ({ kind: 'not-compared', path: '', breaking: false, message });
const answered = (entry: BaselineEntry) => entry.status !== null;

/**
 * Compares today's answers with the baseline, step by step. A step missing from either side is
 * reported as not compared (a warning), never silently dropped.
 */
export function compareEntries(baseline: readonly BaselineEntry[], current: readonly BaselineEntry[], exchanges: ReadonlyMap<string, Exchange>): StepDrift[] {
  const known = BASELINE_STEPS.map((step) => {
    const [before, after] = [baseline.find((entry) => entry.step === step.name), current.find((entry) => entry.step === step.name)];
    const base = {
      step: step.name,
      operation: step.operation,
      requirement: step.requirement,
      ...(exchanges.has(step.name) ? { exchange: exchanges.get(step.name) as Exchange } : {}),
    };
    if (!before || !after)
      return { ...base, answer: [notCompared(before ? 'not sent now' : 'not in the baseline (recorded by another version of pm-conformance)')], headers: [] };
    return { ...base, answer: entryDrift(before, after), headers: answered(before) && answered(after) ? headerDrift(before, after) : [] };
  });
  const unknown = baseline
    .filter((entry) => !BASELINE_STEPS.some((step) => step.name === entry.step))
    .map((entry) => ({
      step: entry.step,
      operation: entry.operation,
      requirement: 'GEN.DEPRECATED' as const,
      answer: [notCompared('a step this version of pm-conformance does not send')],
      headers: [],
    }));
  return [...known, ...unknown];
}
