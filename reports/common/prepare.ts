import type { RunReport } from '../../engine/report/model.js';
import { sortResults } from './order.js';
import { sanitizeReport } from './sanitize.js';

/** The last preparation of each report, by its secrets: the reports and the console text are rendered from one. */
const prepared = new WeakMap<RunReport, { readonly secrets: string; readonly report: RunReport }>();

/**
 * The report every format is rendered from: credentials masked, results in their stable order. The
 * same report with the same secrets is prepared once (masking walks every string of it): a run
 * writes its files and prints its text from the one report.
 */
export function prepareReport(report: RunReport, secrets: readonly string[] = []): RunReport {
  const key = JSON.stringify(secrets);
  const known = prepared.get(report);
  if (known?.secrets === key) return known.report;
  const clean = sanitizeReport(report, secrets);
  const result = { ...clean, results: sortResults(clean.results) };
  prepared.set(report, { secrets: key, report: result });
  return result;
}
