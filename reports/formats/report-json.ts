import type { RunReport } from '../../engine/report/model.js';
import { reportVerdict } from '../common/outcome.js';

/**
 * report.json: the RunReport itself, the contract of the run, with its verdict as every format shows
 * it (kind, headline, exit status), so a reader of the file (the GitHub Action's comment, a dashboard)
 * needs no rule of its own. Expects a prepared report (see prepareReport: results already in their
 * stable order, credentials masked).
 */
export function renderReportJson(report: RunReport): string {
  const { kind, headline, exitCode } = reportVerdict(report);
  const { tool, run, ...rest } = report;
  return `${JSON.stringify({ tool, run, verdict: { kind, headline, exitCode }, ...rest }, null, 2)}\n`;
}
