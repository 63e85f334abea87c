import { describe, expect, it } from 'vitest';
import type { Result, RunReport } from '../../engine/report/model.js';
import { requirement } from '../../specs/requirements.js';
import { summaryOf, overallVerdict } from '../../reports/common/outcome.js';
import { renderJunit } from '../../reports/formats/junit.js';
import { buildCtrf } from '../../reports/formats/ctrf.js';
import { renderSummaryMarkdown } from '../../reports/formats/summary-md.js';
import { renderHtml } from '../../reports/html/report-html.js';
import { renderText } from '../../reports/render-text.js';
import { applyGates, gatedExitCode } from '../../reports/gates/index.js';
import { buildRunReport } from './fixture.js';

const MESSAGE =
  'Received title "b" on read-back, "a" sent. The spec states: … [Not seen again when re-checked on the spot: the second answer differs: title: "b" before, "a" after (a second PATCH answered 200).]';

const flaky: Result = {
  check: 'project-update-persists',
  requirement: 'PROJECT.UPDATE.PERSISTS',
  level: requirement('PROJECT.UPDATE.PERSISTS').level,
  operation: 'PATCH /projects/{projectId}',
  status: 'flaky',
  message: MESSAGE,
  counts: { pass: 7, fail: 0, warn: 0, observe: 0, skip: 0, flaky: 1 },
};

/** The fixture report with its failures removed and one flaky row: a run that would otherwise pass. */
function withFlaky(): RunReport {
  const base = buildRunReport(false);
  const results = [...base.results.filter((result) => result.status !== 'failed'), flaky];
  return { ...base, results, summary: summaryOf(results, base.observations) };
}

describe('flaky results: counted apart in every format, not failing the run', () => {
  const report = withFlaky();

  it('report.json: its own status and count; the gate passes', () => {
    expect(report.summary).toMatchObject({ failed: 0, flaky: 1 });
    expect(gatedExitCode(applyGates(report, {}))).toBe(0);
    expect(overallVerdict(report).headline).toContain('1 flaky failure, not seen again when re-checked');
  });

  it('JUnit: a passing test case with both observations in system-out, and a flaky count property', () => {
    const xml = renderJunit(report);
    expect(xml).toContain('<property name="flaky" value="1"/>');
    expect(xml).toContain('FLAKY (not seen again when re-checked)');
    expect(xml).not.toMatch(/<failure[^>]*project-update-persists/);
  });

  it("CTRF: status other, CTRF's own flaky mark, and the summary's flaky count", () => {
    const ctrf = buildCtrf(report);
    const test = ctrf.results.tests.find((candidate) => candidate.name.startsWith('project-update-persists'));
    expect(test).toMatchObject({ status: 'other', rawStatus: 'flaky', flaky: true, message: MESSAGE });
    expect(ctrf.results.summary.flaky).toBe(1);
  });

  it('Markdown: counted in the checks line, and a section', () => {
    const markdown = renderSummaryMarkdown(report);
    expect(markdown).toMatch(/Checks: .* · 1 flaky · /);
    expect(markdown).toContain('### Flaky (failures not seen again when re-checked on the spot)');
    expect(markdown).toContain('Not seen again when re-checked on the spot');
  });

  it('HTML: a tile and the result open with its badge', () => {
    const html = renderHtml(report);
    expect(html).toContain('flaky (not seen again)');
    expect(html).toMatch(/<details class="result" open data-status="flaky">/);
  });

  it('console: a FLKY line and the count', () => {
    const text = renderText(report);
    expect(text).toMatch(/FLKY {2}PROJECT\.UPDATE\.PERSISTS/);
    expect(text).toMatch(/^Checks: .* · 1 flaky · /m);
  });
});
