import type { Change, FixedResult, Result, ResultStatus, RunReport } from '../../engine/report/model.js';
import { latencyChanges } from '../../engine/results/latency-change.js';

/** Failures (accepted or not) and warnings: what a comparison follows from run to run. */
type Kind = 'failure' | 'warning';

const kindOf = (status: ResultStatus): Kind | undefined =>
  status === 'failed' || status === 'accepted' ? 'failure' : status === 'warning' || status === 'flaky' ? 'warning' : undefined;

/**
 * A finding is followed by its check and operation: a check whose finding moves to another requirement
 * (a schema failure filed under PROJECT.BUDGET, then PROJECT.RESPONSE) is the same finding, never a new
 * one beside a "fixed" one that is not fixed.
 */
const keyOf = (result: Pick<Result, 'check' | 'operation'>) => `${result.check}\u0000${result.operation}`;

function groupBy<T extends Pick<Result, 'check' | 'operation'>>(results: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const result of results) groups.set(keyOf(result), [...(groups.get(keyOf(result)) ?? []), result]);
  return groups;
}

/** The minimum of a previous report the comparison reads (report.json of any earlier version). */
export type PreviousReport = Pick<RunReport, 'results'> & {
  readonly run: Pick<RunReport['run'], 'startedAt'> & Partial<Pick<RunReport['run'], 'kind' | 'baseUrl' | 'embedded'>>;
  /** Absent on reports of earlier versions: then no latency change is shown. */
  readonly traffic?: Pick<RunReport['traffic'], 'latencyByOperation'>;
};

function mark(result: Result, previous: ReadonlyMap<string, Pick<Result, 'status'>[]>): Result {
  const kind = kindOf(result.status);
  if (!kind) return result;
  const change: Change = (previous.get(keyOf(result)) ?? []).some((old) => kindOf(old.status) === kind) ? 'still' : 'new';
  return { ...result, change };
}

/** The server of a report as a reader names it; embedded runs are one server whatever their port. */
const serverOf = (run: Partial<Pick<RunReport['run'], 'baseUrl' | 'embedded'>>) => (run.embedded ? 'the embedded reference server' : run.baseUrl);

/**
 * Compares a report with a previous one (pure): each failure and warning is `new` or `still` there
 * (same check and operation with the same kind, whichever requirement it is filed under: a warning that
 * became a failure is a new failure); a previous one is `fixed` when this run checked it (not skipped)
 * and no longer sees it. A previous report of another server is compared all the same, and named so.
 */
export function compareWith(report: RunReport, previous: PreviousReport, previousFile: string): RunReport {
  const before = groupBy(previous.results);
  const now = groupBy(report.results);
  const results = report.results.map((result) => mark(result, before));
  const fixed: FixedResult[] = previous.results.flatMap((old) => {
    const kind = kindOf(old.status);
    const current = (now.get(keyOf(old)) ?? []).filter((result) => result.status !== 'skipped');
    if (!kind || current.length === 0 || current.some((result) => kindOf(result.status) === kind)) return [];
    return [{ check: old.check, requirement: old.requirement, operation: old.operation, status: old.status, message: old.message }];
  });
  const was = serverOf(previous.run);
  const otherServer = was !== undefined && was !== serverOf(report.run) ? was : undefined;
  const count = (change: Change) => results.filter((result) => result.change === change).length;
  const latency = latencyChanges(previous.traffic?.latencyByOperation, report.traffic.latencyByOperation);
  return {
    ...report,
    results,
    ...(latency.length > 0 ? { latencyChange: { against: previousFile, operations: latency } } : {}),
    comparison: {
      previous: previousFile,
      previousStartedAt: previous.run.startedAt,
      ...(otherServer ? { previousServer: otherServer } : {}),
      new: count('new'),
      still: count('still'),
      fixed,
    },
  };
}
