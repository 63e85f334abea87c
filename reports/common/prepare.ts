import type { RunReport } from '../../engine/report/model.js';
import { sortResults } from './order.js';
import { sanitizeReport } from './sanitize.js';

/** The report every format is rendered from: credentials masked, results in their stable order. */
export function prepareReport(report: RunReport, secrets: readonly string[] = []): RunReport {
  const clean = sanitizeReport(report, secrets);
  return { ...clean, results: sortResults(clean.results) };
}
