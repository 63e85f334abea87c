/**
 * The files a run writes into its report directory, in the order they are written. Apart from their
 * writers (write-reports.ts), so that clearing a report directory before a run (cli/report-dir.ts)
 * does not load the writers and their libraries before the first request.
 */
export const REPORT_FILES = ['report.json', 'junit.xml', 'ctrf.json', 'summary.md', 'report.html'] as const;

export type ReportFile = (typeof REPORT_FILES)[number];
