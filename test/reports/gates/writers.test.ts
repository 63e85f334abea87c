import { readFile } from 'node:fs/promises';
import { validate } from 'ctrf';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { prepareReport } from '../../../reports/common/prepare.js';
import { buildCtrf } from '../../../reports/formats/ctrf.js';
import { renderJunit } from '../../../reports/formats/junit.js';
import { renderReportJson } from '../../../reports/formats/report-json.js';
import { renderSummaryMarkdown } from '../../../reports/formats/summary-md.js';
import { applyGates } from '../../../reports/gates/index.js';
import { renderHtml } from '../../../reports/html/report-html.js';
import type { Coverage, RunReport } from '../../../engine/report/model.js';
import { renderText } from '../../../reports/render-text.js';
import { buildRunReport } from '../fixture.js';
import { xpath } from '../helpers.js';

const coverage: Coverage = {
  requirements: {
    total: 10,
    exercised: 7,
    percent: 70,
    skipped: [{ id: 'CUSTOM_PROPERTY.VISIBILITY', reasons: ['No member token configured'] }],
    notRun: ['PERSON.PRAISE', 'TIMESHEET.DATES'],
  },
  operations: [
    {
      operation: 'PATCH /projects/{projectId}',
      exchanges: 12,
      statuses: { 200: 8, 400: 4 },
      documentedStatusesSeen: [200, 400],
      documentedStatusesMissing: [500],
      fieldsSentValid: ['budget', 'title'],
      fieldsSentInvalid: ['budget', 'customProperties[].(unknown field)'],
      fieldsNeverSent: ['currency', 'customProperties[].description'],
      enumValuesAccepted: ['projectStatus=open'],
      boundaries: ['budget below minimum 0'],
    },
  ],
};

const base: RunReport = { ...buildRunReport(false), coverage };
const previous = { ...base, results: base.results.filter((result) => result.check !== 'no-server-error') };
const gated = applyGates(base, {
  accept: {
    file: 'accepted.yaml',
    entries: [
      { check: 'invalid-payloads-rejected', reason: 'budget check lands in 2.4', expires: '2025-06-30', entry: 0, line: 2 },
      { check: 'no-server-error', reason: 'crash fix shipped', expires: '2025-01-31', entry: 1, line: 6 },
      { check: 'content-type-json', reason: 'old charset', expires: '2025-06-30', entry: 2, line: 10 },
    ],
  },
  previous: { file: 'previous/report.json', report: previous },
  minCoverage: 80,
});
const report = prepareReport(gated.report);

describe('gated report', () => {
  it("accepts the matched failure, keeps the expired entry's failure, and fails the coverage gate", () => {
    expect(report.summary).toMatchObject({ failed: 1, accepted: 1 });
    expect(report.acceptance?.entries.map((entry) => entry.state)).toEqual(['active', 'expired', 'stale']);
    expect(report.results.find((result) => result.check === 'no-server-error')?.change).toBe('new');
    expect(gated.gateFailures).toEqual([
      '--accept accepted.yaml: 1 failure accepted, 1 failure not accepted (1 expired entry)',
      '--min-coverage 80: requirement coverage 70% (7 of 10 applicable requirements exercised) is below 80%',
    ]);
  });
});

describe("every writer shows accepted deviations, the accept file's problems, coverage and the comparison", () => {
  it('report.json holds them as data', () => {
    const json = JSON.parse(renderReportJson(report)) as RunReport;
    expect(json.results.find((result) => result.status === 'accepted')?.acceptance).toEqual({
      reason: 'budget check lands in 2.4',
      expires: '2025-06-30',
      entry: 0,
      line: 2,
    });
    expect(json.coverage).toEqual(coverage);
    expect(json.comparison).toMatchObject({ previous: 'previous/report.json', new: 1 });
  });

  it('console text', () => {
    const text = renderText(report);
    expect(text).toMatch(/^ACPT .*invalid-payloads-rejected.*\n +Accepted until 2025-06-30 \(entry 1, line 2\): budget check lands in 2\.4$/m);
    expect(text).toMatch(/^FAIL .*\[NEW\] no-server-error/m);
    expect(text).toContain('Warning: Expired accept entry 2, line 6 (2025-01-31) accepts nothing: no-server-error');
    expect(text).toContain('Warning: Stale accept entry 3, line 10 matched no failure: content-type-json');
    expect(text).toContain('Coverage: 7 of 10 applicable requirements exercised, 70% (');
    expect(text).toContain('Since previous/report.json');
    expect(text).toContain('1 accepted');
  });

  it("summary.md leads with what is new, then lists accepted deviations and the accept file's problems", () => {
    const markdown = renderSummaryMarkdown(report);
    const at = (text: string) => markdown.indexOf(text);
    expect(at('7 of 10 applicable requirements exercised')).toBeGreaterThan(-1);
    expect(at('New since the previous run')).toBeGreaterThan(-1);
    expect(at('New since the previous run')).toBeLessThan(at('### Accepted deviations'));
    expect(at('New since the previous run')).toBeLessThan(at('### Warnings'));
    expect(markdown).toMatch(/^#### FAILED · SERVER\.NO\\_5XX · `no-server-error`/m);
    expect(markdown).toContain('budget check lands in 2.4 | 2025-06-30');
    expect(markdown).toMatch(/Expired accept entry 2/);
    expect(markdown).toMatch(/Stale accept entry 3/);
    expect(markdown).toMatch(/Broad accept entry 1, line 2 matched every failure of invalid-payloads-rejected/);
    expect(markdown).toContain('|  | Failed | Accepted |');
  });

  it('junit.xml: the accepted failure is a skip with its reason, coverage and gates are properties, and the XSD still validates', async () => {
    const xml = renderJunit(report);
    const xsd = await readFile(new URL('../junit.xsd', import.meta.url), 'utf8');
    expect((await validateXML({ xml: { fileName: 'junit.xml', contents: xml }, schema: { fileName: 'junit.xsd', contents: xsd } })).errors).toEqual([]);
    const skipped = await xpath(xml, 'string(//testcase[@name="invalid-payloads-rejected PATCH /projects/{projectId}"]/skipped/@message)');
    expect(skipped).toContain('Accepted until 2025-06-30');
    expect(await xpath(xml, 'count(//testcase[@name="invalid-payloads-rejected PATCH /projects/{projectId}"]/failure)')).toBe('0');
    expect(await xpath(xml, 'string((//property[@name="coverage.requirements.percent"])[1]/@value)')).toBe('70');
    expect(await xpath(xml, 'string(//testsuite[@name="PATCH /projects/{projectId}"]/properties/property[@name="coverage.enumValues"]/@value)')).toBe(
      'projectStatus=open',
    );
    // Expired entry 2, stale entry 3, and entry 1, broad: it names only its check and matched its every failure.
    expect(await xpath(xml, 'count((//testsuite)[1]/properties/property[@name="accept-file"])')).toBe('3');
    expect(await xpath(xml, 'string(//testsuite[@name="PATCH /projects/{projectId}"]/properties/property[@name="coverage.fields.neverSent"]/@value)')).toBe(
      'currency,customProperties[].description',
    );
  });

  it('ctrf.json: accepted is skipped with rawStatus accepted, coverage and gates in extra, still valid', () => {
    const ctrf = buildCtrf(report);
    expect(validate(ctrf)).toEqual({ valid: true, errors: [] });
    const test = ctrf.results.tests.find((item) => item.rawStatus === 'accepted');
    expect(test).toMatchObject({ status: 'skipped', extra: { acceptance: { reason: 'budget check lands in 2.4' } } });
    expect(test?.message).toContain('Accepted until 2025-06-30');
    expect(ctrf.extra).toMatchObject({ coverage, acceptance: { file: 'accepted.yaml' }, comparison: { new: 1 } });
  });

  it('report.html: accepted section with every entry, coverage table and chart, comparison, escaped', () => {
    const html = renderHtml(report);
    expect(html).toContain('id="accepted"');
    expect(html).toMatch(/data-entry="1" data-state="expired"/);
    expect(html).toMatch(/data-entry="2" data-state="stale"/);
    expect(html).toContain('budget check lands in 2.4');
    expect(html).toContain('id="spec-coverage"');
    expect(html).toMatch(/<svg[^>]*aria-label="Requirements by coverage"/);
    // Enum values grouped by field: the field once, its values after it.
    expect(html).toContain('<div class="enum"><code>projectStatus</code> <span class="muted">(1)</span>: <code>open</code></div>');
    // Nested paths break after a step, never inside a label, one a line.
    expect(html).toContain('<td class="paths"><code>budget</code> <code>customProperties[].<wbr>(unknown&nbsp;field)</code></td>');
    expect(html).toContain('id="comparison"');
    expect(html).toContain('class="change change-new"');
    expect(html).not.toContain('<script');
  });
});
