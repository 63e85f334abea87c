import { describe, expect, it } from 'vitest';
import type { Coverage, Observation, Result, RunReport } from '../../engine/report/model.js';
import { requirements } from '../../specs/requirements.js';
import { renderText } from '../../reports/render-text.js';
import { renderSummaryMarkdown } from '../../reports/formats/summary-md.js';
import { renderJunit } from '../../reports/formats/junit.js';
import { buildCtrf } from '../../reports/formats/ctrf.js';
import { renderHtml } from '../../reports/html/report-html.js';
import { overallVerdict } from '../../reports/common/outcome.js';
import { checksLine, coverageLine, requirementTally, requirementsLine } from '../../reports/common/totals.js';
import { requirementRows } from '../../reports/common/requirement-rows.js';
import { buildRunReport } from './fixture.js';

const fixture = buildRunReport(false);
const base = fixture.results[0] as Result;
const result = (requirement: Result['requirement'], check: string, status: Result['status']): Result => ({ ...base, requirement, check, status });
// GEN.JSON fails on two checks and passes on a third: one requirement failed, three checks behind it.
const results: Result[] = [
  result('GEN.JSON', 'a', 'failed'),
  result('GEN.JSON', 'b', 'failed'),
  result('GEN.JSON', 'c', 'passed'),
  result('GEN.ANSWERS', 'a', 'warning'),
  result('GEN.DEPRECATED', 'a', 'passed'),
  result('GEN.DEPRECATED', 'b', 'passed'),
  result('PROJECT.RESPONSE', 'a', 'skipped'),
];
const observations: Observation[] = [{ check: 'o', requirement: 'PROJECT.CUSTOM_ID', operation: '*', message: 'seen' }];
const coverage: Coverage = { requirements: { total: 10, exercised: 7, percent: 70, skipped: [], notRun: [] }, operations: [] };
const report: RunReport = { ...fixture, results, observations, coverage };
const more = requirements.length - 10;

describe('one vocabulary of totals', () => {
  it('counts requirements once, at their worst result; checks are the detail', () => {
    const tally = requirementTally(report);
    expect([tally.failed, tally.warning, tally.passed, tally.skipped, tally.observed]).toEqual([1, 1, 1, 1, 1]);
    expect(tally['not-checked']).toBe(requirements.length - 5);
    expect(requirementsLine(report)).toBe('Requirements: 1 failed · 1 with warnings · 1 passed · 1 observed · 1 skipped');
    expect(checksLine(report)).toBe('Checks: 2 failed · 1 with warnings · 3 passed · 1 skipped; 1 observation');
    expect(coverageLine(report)).toBe(`7 of 10 applicable requirements exercised, 70% (${more} more are not observable through the API)`);
    expect(overallVerdict(report).headline).toBe('Does not conform: 1 requirement failed');
  });

  it('every format shows the same three lines and no other total', () => {
    const lines = [requirementsLine(report), checksLine(report), coverageLine(report) ?? ''];
    const text = renderText(report);
    const markdown = renderSummaryMarkdown(report);
    const junit = renderJunit(report);
    const ctrf = buildCtrf(report);
    const html = renderHtml(report);
    for (const line of lines.slice(1)) expect(text).toContain(line);
    expect(text).toContain(lines[0]);
    expect(markdown).toContain(lines[1]);
    expect(markdown).toContain(lines[2]);
    expect(markdown).toMatch(/\| \*\*Requirements\*\* \| 1 \| 1 \| 1 \| 1 \| 1 \|/);
    for (const line of lines) expect(junit).toContain(line);
    expect((ctrf.results.summary.extra as { totals: string[] }).totals).toEqual([lines[0], lines[1], `Coverage: ${lines[2]}`]);
    expect(html).toContain(lines[1]);
    expect(html).toContain(lines[2]);
    // The old vocabulary, which contradicted itself beside the new one, is gone everywhere.
    for (const output of [text, markdown, html]) {
      expect(output).not.toMatch(/requirements covered|Requirement coverage \d|checks failed/);
    }
  });

  it('the HTML tiles are requirements by verdict', () => {
    const html = renderHtml(report);
    const tiles = [...html.matchAll(/<div class="tile tone-(\w[\w-]*)"><strong>(\d+)<\/strong><span>requirements ([^<]+)<\/span>/g)].map((match) => [
      match[1],
      match[2],
    ]);
    expect(tiles).toEqual([
      ['failed', '1'],
      ['warning', '1'],
      ['passed', '1'],
      ['observed', '1'],
      ['skipped', '1'],
    ]);
  });
});

describe('requirement rows, once per report', () => {
  it('gives the same rows again for the same results and observations, and new ones when either changes', () => {
    const rows = requirementRows(report);
    expect(requirementRows({ results: report.results, observations: report.observations })).toBe(rows);
    // The same results with no observation: PROJECT.CUSTOM_ID is no longer observed.
    const unobserved = requirementRows({ results: report.results, observations: [] });
    expect(unobserved).not.toBe(rows);
    expect(unobserved.find((row) => row.entry.id === 'PROJECT.CUSTOM_ID')?.verdict).toBe('not-checked');
    expect(rows.find((row) => row.entry.id === 'PROJECT.CUSTOM_ID')?.verdict).toBe('observed');
    // Other results with the same observations: GEN.JSON passes now.
    const passing = requirementRows({ results: results.map((one) => ({ ...one, status: 'passed' as const })), observations: report.observations });
    expect(passing.find((row) => row.entry.id === 'GEN.JSON')?.verdict).toBe('passed');
    expect(requirementRows(report)).toBe(requirementRows(report));
  });
});
