import type { RunReport } from '../../engine/report/model.js';

/**
 * "Read path: project GET /projects/{projectId}; timesheet PATCH /timesheets/{timesheetId} {} (GET answered HTTP 404)":
 * how the run read each fixture document; undefined for reports without reads (other commands, earlier versions).
 */
export function readPathText(report: Pick<RunReport, 'run'>): string | undefined {
  const reads = report.run.reads;
  if (!reads || reads.length === 0) return undefined;
  const parts = reads.map((read) => {
    const how = read.path === 'none' ? 'no read (checks that need one are not assessable)' : (read.via ?? read.path);
    const why = read.reason ? ` (${read.reason})` : '';
    return `${read.document} ${how}${read.forced ? ' (--read-with)' : ''}${why}`;
  });
  return `Read path: ${parts.join('; ')}`;
}
