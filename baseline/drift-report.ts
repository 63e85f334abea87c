import type { Exchange } from '../engine/exchange.js';
import type { Finding } from '../engine/finding.js';
import { reportFromFindings } from '../engine/report/findings-report.js';
import type { RunReport } from '../engine/report/model.js';
import type { StepDrift } from './compare.js';

/** A drift as the report shows it: baseline's drift, or diff's difference (whose kinds are a superset). */
interface ShownDrift {
  readonly kind: string;
  readonly breaking: boolean;
  readonly message: string;
}

/** One step's drift of its answer and of its deprecation headers. */
export interface ShownStep extends Omit<StepDrift, 'answer' | 'headers'> {
  readonly answer: readonly ShownDrift[];
  readonly headers: readonly ShownDrift[];
}

/** How a command words its drift: `baseline compare` against the file, `diff` against the base server. */
export interface DriftWords {
  /** The check id's prefix ("baseline" → "baseline-read-project", "baseline-read-project-headers"). */
  readonly check: string;
  readonly breaking: string;
  readonly additive: string;
  /** What the drift is measured from ("since the baseline"). */
  readonly against: string;
  /** The pass message of a step's answer that did not drift. */
  readonly unchanged: (step: ShownStep) => string;
  readonly headersUnchanged: string;
  /** Whether a step has a headers row (diff's read-back effects have none). */
  readonly hasHeaders: (step: ShownStep) => boolean;
}

const labelOf = (drift: ShownDrift, words: DriftWords) => (drift.breaking ? words.breaking : drift.kind === 'not-compared' ? 'Not compared' : words.additive);

function findingsOf(check: string, step: ShownStep, drifts: readonly ShownDrift[], unchanged: string, words: DriftWords): Finding[] {
  const base = { check, operation: step.operation, requirement: step.requirement, ...(step.exchange ? { exchange: step.exchange } : {}) };
  if (drifts.length === 0) return [{ ...base, verdict: 'pass', message: unchanged }];
  return drifts.map((drift) => ({
    ...base,
    verdict: drift.breaking ? 'fail' : 'warn',
    message: `${labelOf(drift, words)} ${words.against} (${drift.kind}): ${drift.message}`,
  }));
}

/**
 * report.json of a drift command: per step one row for its answer (breaking drift fails, other
 * drift warns) and one for its deprecation headers (changes warn).
 */
export function driftReport(steps: readonly ShownStep[], exchanges: readonly Exchange[], run: RunReport['run'], words: DriftWords): RunReport {
  const findings = steps.flatMap((step) => [
    ...findingsOf(`${words.check}-${step.step}`, step, step.answer, words.unchanged(step), words),
    ...(words.hasHeaders(step)
      ? findingsOf(`${words.check}-${step.step}-headers`, { ...step, requirement: 'DEPRECATION.ADVERTISED' }, step.headers, words.headersUnchanged, words)
      : []),
  ]);
  return reportFromFindings(findings, exchanges, run);
}

/** One line per drift, for the console. */
export function driftLinesOf(steps: readonly ShownStep[], words: DriftWords): string[] {
  return steps.flatMap((step) =>
    [...step.answer, ...step.headers].map((drift) => `${labelOf(drift, words)}  ${step.step} (${step.operation}): ${drift.message}`),
  );
}
