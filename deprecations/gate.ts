import type { Exchange } from '../engine/exchange.js';
import type { GateOutcome } from '../engine/report/model.js';
import { validatorFor } from '../specs/ajv.js';
import type { OperationKey } from '../specs/operations.js';
import type { OperationProbes } from './probe-operation.js';

export type Expectation = 'served' | 'removed';

/** What the gate says about one operation. */
export interface GateVerdict {
  readonly operation: OperationKey;
  readonly expected: Expectation;
  readonly ok: boolean;
  readonly message: string;
}

export interface GateDecision {
  readonly passed: boolean;
  readonly verdicts: readonly GateVerdict[];
  /** Expected served, found removed. */
  readonly missing: readonly OperationKey[];
  /** Expected removed, still served. */
  readonly stillServed: readonly OperationKey[];
  /** Expected removed, gone but not as 404/410 with an error body. */
  readonly badRemoval: readonly OperationKey[];
  readonly unclear: readonly OperationKey[];
}

const REMOVAL_STATUSES = [404, 410];

/** VERSION.REMOVAL under --expect-removed: 404 or 410 with an error body, the spec's shape of a refusal. */
export function removalProblem(exchange: Exchange | undefined): string | undefined {
  const response = exchange?.response;
  if (!response || !REMOVAL_STATUSES.includes(response.status)) return `answered ${response?.status ?? 'nothing'}, expected 404 or 410`;
  if (response.json === undefined || !validatorFor('error-body')(response.json))
    return `answered ${response.status} without an error body (a JSON object of optional message, code, data)`;
  return undefined;
}

function verdictFor(probes: OperationProbes, expected: Expectation): GateVerdict {
  const { operation, classification } = probes;
  const { reason } = classification;
  const verdict = (ok: boolean, message: string): GateVerdict => ({ operation, expected, ok, message });
  if (classification.state === 'unclear') return verdict(false, `${reason}: whether the operation is served is unclear`);
  if (expected === 'served')
    return classification.state === 'served' ? verdict(true, `served: ${reason}`) : verdict(false, `${reason}: the operation is missing`);
  if (classification.state === 'served') return verdict(false, `${reason}: still served, expected removed`);
  const problem = removalProblem(probes.outcomes[0]?.exchange);
  return problem ? verdict(false, `removed (${reason}), but ${problem}`) : verdict(true, `removed as expected: ${reason}`);
}

/**
 * The gate: every operation served, except those named by --expect-removed, which must be gone
 * (404/410 with an error body). An unclear probe fails: it never passes silently.
 */
export function decideGate(probes: readonly OperationProbes[], expectRemoved: ReadonlySet<OperationKey>): GateDecision {
  const verdicts = probes.map((entry) => verdictFor(entry, expectRemoved.has(entry.operation) ? 'removed' : 'served'));
  const where = (test: (verdict: GateVerdict, state: string) => boolean) =>
    verdicts.filter((verdict, index) => !verdict.ok && test(verdict, probes[index]?.classification.state ?? '')).map((verdict) => verdict.operation);
  return {
    passed: verdicts.every((verdict) => verdict.ok),
    verdicts,
    missing: where((verdict, state) => verdict.expected === 'served' && state === 'removed'),
    stillServed: where((verdict, state) => verdict.expected === 'removed' && state === 'served'),
    badRemoval: where((verdict, state) => verdict.expected === 'removed' && state === 'removed'),
    unclear: where((_verdict, state) => state === 'unclear'),
  };
}

/** The lines the CLI prints under the report: what failed the gate, by name. */
export function gateLines(decision: GateDecision): string[] {
  if (decision.passed)
    return [
      `Gate passed: ${decision.verdicts.filter((v) => v.expected === 'served').length} served, ${decision.verdicts.filter((v) => v.expected === 'removed').length} removed as expected.`,
    ];
  const group = (label: string, operations: readonly OperationKey[]) =>
    operations.length > 0 ? [`${label} (${operations.length}): ${operations.join(', ')}`] : [];
  return [
    'Gate failed.',
    ...group('Missing', decision.missing),
    ...group('Still served', decision.stillServed),
    ...group('Removed, but not as 404/410 with an error body', decision.badRemoval),
    ...group('Unclear', decision.unclear),
  ];
}

/** The gate as every report names it: which operations it expected where, and what it found. */
export function gateOutcome(decision: GateDecision): GateOutcome {
  const removed = decision.verdicts.filter((v) => v.expected === 'removed').length;
  const gate = removed > 0 ? '--expect-removed' : 'deprecations (every operation served)';
  if (decision.passed) return { gate, passed: true, figure: gateLines(decision)[0]?.replace(/^Gate passed: /, '') ?? '' };
  return { gate, passed: false, figure: gateLines(decision).slice(1).join('; ') };
}
