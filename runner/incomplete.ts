import type { RunReport } from '../engine/report/model.js';
import { ToolError } from '../engine/tool-error.js';

/**
 * Something failed after checks had started (the suite itself, the HAR, a writer): the run cannot be
 * trusted as complete, exit 2, but what was collected is evidence the user must not lose. The report
 * carried here is marked `run.incomplete` and is written before exiting.
 */
export class RunIncomplete extends ToolError {
  constructor(readonly report: RunReport) {
    super(`the run is incomplete: ${report.run.incomplete ?? 'unknown cause'}`);
  }
}

/** The report marked incomplete, with the first reason kept. */
export function markIncomplete(report: RunReport, reason: string): RunReport {
  return { ...report, run: { ...report.run, incomplete: report.run.incomplete ?? reason } };
}
