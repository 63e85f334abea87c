import { join } from 'node:path';
import type { RunReport } from './model.js';
import { writeAtomic } from './common/atomic-write.js';
import { prepareReport } from './common/prepare.js';
import { renderCtrf } from './formats/ctrf.js';
import { renderJunit } from './formats/junit.js';
import { renderReportJson } from './formats/report-json.js';
import { appendStepSummary } from './formats/step-summary.js';
import { renderSummaryMarkdown } from './formats/summary-md.js';
import { renderHtml } from './html/report-html.js';

export interface WriteReportsOptions {
  /** The file GitHub Actions names in $GITHUB_STEP_SUMMARY: summary.md is appended to it. */
  readonly githubStepSummary?: string;
  /** Token strings to redact wherever they appear (a second line of defence behind the engine). */
  readonly secrets?: readonly string[];
}

/** File name → renderer. One renderer per format, each a pure function of the prepared report. */
const FORMATS: readonly (readonly [string, (report: RunReport) => string])[] = [
  ['report.json', renderReportJson],
  ['junit.xml', renderJunit],
  ['ctrf.json', renderCtrf],
  ['summary.md', renderSummaryMarkdown],
  ['report.html', renderHtml],
];

/**
 * Writes report.json, junit.xml, ctrf.json, summary.md and report.html into `dir` (created if
 * missing), each through a temporary file and a rename. Returns the paths written.
 */
export async function writeReports(report: RunReport, dir: string, options: WriteReportsOptions = {}): Promise<string[]> {
  const prepared = prepareReport(report, options.secrets);
  const rendered = FORMATS.map(([name, render]) => [join(dir, name), render(prepared)] as const);
  const written = await Promise.all(rendered.map(([file, content]) => writeAtomic(file, content)));
  if (options.githubStepSummary) await appendStepSummary(options.githubStepSummary, renderSummaryMarkdown(prepared));
  return written;
}
