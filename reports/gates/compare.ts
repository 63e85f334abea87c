import type { Change, FixedResult, Result, ResultStatus, RunReport } from '../../engine/report/model.js';
import { latencyChanges } from '../../engine/results/latency-change.js';

/** Failures (accepted or not) and warnings: what a comparison follows from run to run. */
type Kind = 'failure' | 'warning';

const kindOf = (status: ResultStatus): Kind | undefined =>
  status === 'failed' || status === 'accepted' ? 'failure' : status === 'warning' || status === 'flaky' ? 'warning' : undefined;

const keyOf = (result: Pick<Result, 'check' | 'operation' | 'requirement'>) => `${result.check}\u0000${result.operation}\u0000${result.requirement}`;

/** The minimum of a previous report the comparison reads (report.json of any earlier version). */
export type PreviousReport = Pick<RunReport, 'results'> & {
  readonly run: Pick<RunReport['run'], 'startedAt'>;
  /** Absent on reports of earlier versions: then no latency change is shown. */
  readonly traffic?: Pick<RunReport['traffic'], 'latencyByOperation'>;
};

function mark(result: Result, previous: ReadonlyMap<string, Kind | undefined>): Result {
  const kind = kindOf(result.status);
  if (!kind) return result;
  const change: Change = previous.get(keyOf(result)) === kind ? 'still' : 'new';
  return { ...result, change };
}

/**
 * Compares a report with a previous one (pure): each failure and warning is `new` or `still` there
 * (same check, operation and requirement with the same kind: a warning that became a failure is a new
 * failure); a previous one is `fixed` when this run checked it (not skipped) and no longer sees it.
 */
export function compareWith(report: RunReport, previous: PreviousReport, previousFile: string): RunReport {
  const before = new Map(previous.results.map((result) => [keyOf(result), kindOf(result.status)] as const));
  const now = new Map(report.results.map((result) => [keyOf(result), result] as const));
  const results = report.results.map((result) => mark(result, before));
  const fixed: FixedResult[] = previous.results.flatMap((old) => {
    const kind = kindOf(old.status);
    const current = now.get(keyOf(old));
    if (!kind || !current || current.status === 'skipped' || kindOf(current.status) === kind) return [];
    return [{ check: old.check, requirement: old.requirement, operation: old.operation, status: old.status, message: old.message }];
  });
  const count = (change: Change) => results.filter((result) => result.change === change).length;
  const latency = latencyChanges(previous.traffic?.latencyByOperation, report.traffic.latencyByOperation);
  return {
    ...report,
    results,
    ...(latency.length > 0 ? { latencyChange: { against: previousFile, operations: latency } } : {}),
    comparison: { previous: previousFile, previousStartedAt: previous.run.startedAt, new: count('new'), still: count('still'), fixed },
  };
}
