import type { Result } from '../../engine/report/model.js';
import { describe, expect, it } from 'vitest';
import { overallVerdict } from '../../reports/common/outcome.js';
import { renderText } from '../../reports/render-text.js';
import { messageParts } from '../../reports/common/failure-block.js';
import { buildRunReport, withStatus } from './fixture.js';

const report = buildRunReport(false);
const text = renderText(report);
const lines = text.split('\n');
const resultLines = lines.filter((line) => /^(FAIL|WARN|SKIP|PASS) /.test(line));

describe('renderText', () => {
  it('prints failures first, then the other results that need a reader, then one line counting the passes', () => {
    const tags = resultLines.map((line) => line.slice(0, 4));
    expect(tags).toEqual([...tags].sort((a, b) => ['FAIL', 'WARN', 'SKIP', 'PASS'].indexOf(a) - ['FAIL', 'WARN', 'SKIP', 'PASS'].indexOf(b)));
    expect(tags[0]).toBe('FAIL');
    expect(tags.filter((tag) => tag === 'PASS')).toHaveLength(1);
    expect(text).toContain(`PASS  ${withStatus(report, 'passed').length} results passed`);
    expect(resultLines.filter((line) => line.startsWith('WARN'))).toHaveLength(withStatus(report, 'warning').length);
  });

  it('shows each failure in at most 15 lines: requirement, check, what was received, the spec, and its reproduction', () => {
    for (const result of withStatus(report, 'failed')) {
      const at = lines.findIndex((line) => line.startsWith('FAIL') && line.endsWith(`${result.check} ${result.operation}`));
      expect(lines[at]).toContain(result.requirement);
      const block = lines.slice(
        at + 1,
        lines.findIndex((line, index) => index > at && !line.startsWith(' ')),
      );
      expect(block.length + 1).toBeLessThanOrEqual(15);
      expect(block[0]?.trim()).toContain(messageParts(result.message).received.slice(0, 100));
      expect(block.some((line) => line.trim().startsWith('The spec states: '))).toBe(true);
      const reproduction = (result.reproduction ?? '').split('\n');
      const from = block.findIndex((line) => line.trim() === 'Reproduce with:');
      expect(from).toBeGreaterThan(0);
      reproduction.forEach((line, index) => expect(block[from + 1 + index]?.trim()).toBe(line));
    }
  });

  it('ends with the counts and the verdict', () => {
    expect(text).toContain(`Checks: ${withStatus(report, 'failed').length} failed · ${withStatus(report, 'warning').length} with warnings`);
    expect(text).toContain(`; ${report.observations.length} observation`);
    expect(lines.at(-2)).toContain(overallVerdict(report).headline);
  });

  it('colours the tags only when asked', () => {
    expect(text).not.toContain('\u001b[');
    expect(renderText(report, { color: true })).toContain('\u001b[');
  });

  it('prints a row that only observed "not shown" behaviour as OBS, never PASS', () => {
    const report = buildRunReport(false);
    const [first, ...rest] = report.results as [Result, ...Result[]];
    const observed: Result = {
      ...first,
      status: 'passed',
      message: 'observed: answers 404 to an unknown id',
      counts: { pass: 0, fail: 0, warn: 0, observe: 2, skip: 0 },
    };
    const lines = renderText({ ...report, results: [observed, ...rest] }).split('\n');
    expect(lines.find((line) => line.includes('answers 404 to an unknown id'))).toMatch(/^OBS {2}/);
  });
});
