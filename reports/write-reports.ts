import { basename, join } from 'node:path';
import { ToolError } from '../engine/tool-error.js';
import type { RunReport } from '../engine/report/model.js';
import { writeAtomic } from './common/atomic-write.js';
import { prepareReport } from './common/prepare.js';
import { renderCtrf } from './formats/ctrf.js';
import { renderJunit } from './formats/junit.js';
import { renderReportJson } from './formats/report-json.js';
import { appendStepSummary } from './formats/step-summary.js';
import { renderSummaryMarkdown } from './formats/summary-md.js';
import { renderHtml } from './html/report-html.js';
import { REPORT_FILES, type ReportFile } from './report-files.js';

export interface WriteReportsOptions {
  /** The file GitHub Actions names in $GITHUB_STEP_SUMMARY: summary.md is appended to it. */
  readonly githubStepSummary?: string;
  /** Token strings to redact wherever they appear (a second line of defence behind the engine). */
  readonly secrets?: readonly string[];
  /** Markdown the command adds to summary.md (and the step summary) before the reproduce line: the deprecations inventory. */
  readonly summaryAppendix?: string;
}

/** File name → renderer. One renderer per format, each a pure function of the prepared report. */
const RENDERERS: Readonly<Record<ReportFile, (report: RunReport, options: WriteReportsOptions) => string>> = {
  'report.json': renderReportJson,
  'junit.xml': renderJunit,
  'ctrf.json': renderCtrf,
  'summary.md': (report, options) => renderSummaryMarkdown(report, options.summaryAppendix),
  'report.html': renderHtml,
};

const FORMATS = REPORT_FILES.map((name) => [name, RENDERERS[name]] as const);

/** The files a run writes into its report directory (cleared before a run starts: cli/report-dir.ts). */
export { REPORT_FILES };

/** Some formats could not be written; the others were. */
export class ReportsIncomplete extends ToolError {
  constructor(
    readonly written: readonly string[],
    readonly failures: readonly string[],
  ) {
    super(`${failures.join('; ')} (written: ${written.map((file) => basename(file)).join(', ') || 'nothing'})`);
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Writes report.json, junit.xml, ctrf.json, summary.md and report.html into `dir` (created if
 * missing), each through a temporary file and a rename. Returns the paths written. One format that
 * cannot be rendered or written does not cost the others: they are written, then ReportsIncomplete
 * names what is missing and why.
 */
export async function writeReports(report: RunReport, dir: string, options: WriteReportsOptions = {}): Promise<string[]> {
  const prepared = prepareReport(report, options.secrets);
  const outcomes = await Promise.allSettled(
    FORMATS.map(async ([name, render]) => {
      try {
        return await writeAtomic(join(dir, name), render(prepared, options));
      } catch (error) {
        throw new Error(`${name} could not be written: ${messageOf(error)}`);
      }
    }),
  );
  const written = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [messageOf(outcome.reason)] : []));
  if (options.githubStepSummary) {
    await appendStepSummary(options.githubStepSummary, renderSummaryMarkdown(prepared, options.summaryAppendix)).catch((error: unknown) =>
      failures.push(`the step summary could not be appended: ${messageOf(error)}`),
    );
  }
  if (failures.length > 0) throw new ReportsIncomplete(written, failures);
  return written;
}
