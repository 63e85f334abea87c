import type { RunReport } from '../engine/report/model.js';
import { reportVerdict } from '../reports/common/outcome.js';
import { incompleteError } from './notice.js';

/**
 * Ends a command with its report's verdict: the exit status every format's headline stands for. An
 * incomplete report (the server stopped answering) ends with one line and exit 2 once its reports are
 * written; `written` says where they are.
 */
export function exitWithVerdict(report: RunReport, setExitCode: (code: number) => void, written: string): void {
  const verdict = reportVerdict(report);
  if (!report.run.interrupted) {
    const incomplete = incompleteError(report.run.incomplete, written);
    if (incomplete) throw incomplete;
  }
  setExitCode(verdict.exitCode);
}
