import { compareEntries, type StepDrift } from '../baseline/compare.js';
import type { BaselineEntry } from '../baseline/capture.js';
import type { Drift, DriftKind } from '../baseline/schema-drift.js';
import type { Side } from './capture-side.js';

/** A difference between the two servers: baseline's drift kinds, plus a read-back effect only one server showed. */
export interface Difference extends Omit<Drift, 'kind'> {
  readonly kind: DriftKind | 'effect-differs';
}

/** One step's differences, or the read-back effects' (step "read-back-effects"). */
export interface StepDifference extends Omit<StepDrift, 'answer' | 'headers'> {
  readonly answer: readonly Difference[];
  readonly headers: readonly Difference[];
}

const refusal = (status: number | null | undefined) => typeof status === 'number' && status >= 400 && status < 500;

/**
 * Two refusals that differ only in their 4xx are not a breaking difference: which status a refusal
 * uses is "not shown" (400 and 404 for an unknown id are both conforming). Every other status
 * change is, as in baseline's drift (a client expecting 200 breaks on 201).
 */
function classify(drift: Drift, before: BaselineEntry | undefined, after: BaselineEntry | undefined): Drift {
  if (drift.kind !== 'status-changed' || !refusal(before?.status) || !refusal(after?.status)) return drift;
  return { ...drift, breaking: false, message: `${drift.message} (both refusals: which 4xx is not shown)` };
}

function effectsDifference(base: Side, candidate: Side): StepDifference {
  const only = (from: readonly string[], other: readonly string[]) => from.filter((effect) => !other.includes(effect));
  const answer: Difference[] = [
    ...only(candidate.effects, base.effects).map((effect): Difference => ({
      kind: 'effect-differs',
      path: effect,
      breaking: true,
      message: `${effect}: changed by the requests on the candidate only`,
    })),
    ...only(base.effects, candidate.effects).map((effect): Difference => ({
      kind: 'effect-differs',
      path: effect,
      breaking: true,
      message: `${effect}: changed by the requests on the base server only`,
    })),
  ];
  // The steps that could change a fixture are refusals (a body that is not an object, unknown ids).
  return { step: 'read-back-effects', operation: 'PATCH /projects/{projectId}', requirement: 'VALIDATION.REJECT', answer, headers: [] };
}

/**
 * The candidate's answers against the base server's, step by step (status, media type, inferred
 * body shape — so ids, timestamps and order do not count —, deprecation headers), and the
 * read-back effects of the whole set.
 */
export function compareSides(base: Side, candidate: Side): StepDifference[] {
  const steps = compareEntries(base.entries, candidate.entries, candidate.exchanges).map((step) => {
    const [before, after] = [base.entries.find((entry) => entry.step === step.step), candidate.entries.find((entry) => entry.step === step.step)];
    return { ...step, answer: step.answer.map((drift) => classify(drift, before, after)) };
  });
  return [...steps, effectsDifference(base, candidate)];
}
