import type { RunReport } from '../../engine/report/model.js';

/**
 * report.json: the RunReport itself, the contract of the run. Expects a prepared report (see
 * prepareReport: results already in their stable order, credentials masked).
 */
export function renderReportJson(report: RunReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
