import { describe, expect, it } from 'vitest';
import type { Result, RunReport } from '../../engine/report/model.js';
import { summaryOf } from '../../reports/common/outcome.js';
import { buildCtrf } from '../../reports/formats/ctrf.js';
import { renderJunit } from '../../reports/formats/junit.js';
import { renderReportJson } from '../../reports/formats/report-json.js';
import { renderSummaryMarkdown } from '../../reports/formats/summary-md.js';
import { renderHtml } from '../../reports/html/report-html.js';
import { renderText } from '../../reports/render-text.js';
import { buildRunReport } from './fixture.js';

const REASON = 'needs a read of the project, and the server offers none: GET answered HTTP 404; PATCH {} answered HTTP 400 {"message":"nothing to update"}';

/** The fixture report with one result no read could assess, and the read paths the run used. */
function reportWithoutRead(): RunReport {
  const base = buildRunReport(false);
  const unassessed: Result = {
    check: 'project-update-persists',
    requirement: 'PROJECT.UPDATE.PERSISTS',
    level: 'MUST',
    operation: 'PATCH /projects/{projectId}',
    status: 'not-assessable',
    message: `not assessable: ${REASON}`,
    counts: { pass: 0, fail: 0, warn: 0, observe: 0, skip: 0, 'not-assessable': 1 },
  };
  const results = [...base.results, unassessed];
  return {
    ...base,
    run: {
      ...base.run,
      reads: [
        { document: 'project', operation: 'PATCH /projects/{projectId}', path: 'none', reason: 'PATCH {} answered HTTP 400 {"message":"nothing to update"}' },
        { document: 'timesheet', operation: 'PATCH /timesheets/{timesheetId}', path: 'get', via: 'GET /timesheets/{timesheetId}' },
      ],
    },
    results,
    summary: summaryOf(results, base.observations),
  };
}

describe('a check the server offers no read for: not assessable, in every format', () => {
  const report = reportWithoutRead();

  it('report.json: its own status, counted apart, with the reason and the read paths', () => {
    const json = JSON.parse(renderReportJson(report)) as RunReport;
    const row = json.results.find((result) => result.check === 'project-update-persists');
    expect(row?.status).toBe('not-assessable');
    expect(row?.message).toContain('nothing to update');
    expect(json.summary.notAssessable).toBe(1);
    expect(json.summary.failed).toBe(buildRunReport(false).summary.failed);
    expect(json.run.reads?.map((read) => read.path)).toEqual(['none', 'get']);
  });

  it('JUnit: a skipped test case whose message says not assessable and why, and the read path as a property', () => {
    const xml = renderJunit(report);
    expect(xml).toMatch(/<testcase[^>]*name="project-update-persists PATCH \/projects\/\{projectId\}"[^>]*>\s*<skipped message="not assessable: needs a read/);
    expect(xml).toContain('NOT ASSESSABLE (not a verdict on the server)');
    expect(xml).toMatch(/<property name="readPath" value="Read path: project no read[^"]*; timesheet GET \/timesheets\/\{timesheetId\}"/);
  });

  it('CTRF: status other with the raw status not-assessable and the reason; counted in the summary extra', () => {
    const ctrf = buildCtrf(report);
    const test = ctrf.results.tests.find((candidate) => candidate.name === 'project-update-persists PATCH /projects/{projectId}');
    expect(test?.status).toBe('other');
    expect(test?.rawStatus).toBe('not-assessable');
    expect(test?.message).toContain('nothing to update');
    expect(ctrf.results.summary.extra?.notAssessable).toBe(1);
    expect((ctrf.results.environment?.extra as { reads?: unknown[] }).reads).toHaveLength(2);
  });

  it('Markdown: a section of its own with the reason, a count, and the read path line', () => {
    const md = renderSummaryMarkdown(report);
    expect(md).toContain('### Not assessable (the server offers no read these checks need)');
    expect(md).toMatch(/\| Not assessable \|/);
    expect(md).toContain('Read path: project no read');
    expect(md).toContain('nothing to update');
  });

  it('HTML: counted in the checks line, a badge and the read path', () => {
    const html = renderHtml(report);
    expect(html).toMatch(/class="checks-line">Checks: [^<]* · 1 not assessable;/);
    expect(html).toContain('class="read-path"');
    expect(html).toContain('Read path: project no read');
  });

  it('console: an N/A line with the reason, and the count', () => {
    const text = renderText(report);
    expect(text).toMatch(/^N\/A .*project-update-persists PATCH \/projects\/\{projectId\}: not assessable: needs a read/m);
    expect(text).toMatch(/^Checks: .* · 1 not assessable;/m);
    expect(text).toContain('Read path: project no read (checks that need one are not assessable)');
  });
});
