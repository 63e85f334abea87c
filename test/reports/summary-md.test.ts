import { describe, expect, it } from 'vitest';
import { prepareReport } from '../../reports/common/prepare.js';
import { overallVerdict } from '../../reports/common/outcome.js';
import { mdText } from '../../reports/formats/markdown-text.js';
import { renderSummaryMarkdown } from '../../reports/formats/summary-md.js';
import { buildRunReport, withStatus } from './fixture.js';

const report = prepareReport(buildRunReport(false));
const markdown = renderSummaryMarkdown(report);
const section = (title: string) => markdown.split(`### ${title}`)[1]?.split('\n### ')[0] ?? '';

describe('renderSummaryMarkdown', () => {
  it('opens with the verdict', () => {
    expect(markdown.split('\n')[0]).toContain(overallVerdict(report).headline);
  });

  it('has the checks counted from the results under the requirements table', () => {
    const [passed, failed, warnings, skipped] = [
      withStatus(report, 'passed'),
      withStatus(report, 'failed'),
      withStatus(report, 'warning'),
      withStatus(report, 'skipped'),
    ].map((list) => list.length);
    expect(markdown).toContain(`Checks: ${failed} failed · ${warnings} with warnings · ${passed} passed · ${skipped} skipped`);
    expect(markdown).toMatch(/^\| \*\*Requirements\*\* \|/m);
  });

  it('lists every failure with its requirement, message and reproduction', () => {
    for (const result of withStatus(report, 'failed')) {
      expect(section('Failures')).toContain(result.requirement.replace(/_/g, '\\_'));
      expect(section('Failures')).toContain(`\`\`\`sh\n${result.reproduction}\n\`\`\``);
    }
  });

  it.each([
    ['Warnings', 'warning'],
    ['Skipped', 'skipped'],
  ] as const)('lists %s with their check and message (the reason, for skips)', (title, status) => {
    expect(withStatus(report, status)).not.toEqual([]);
    for (const result of withStatus(report, status)) {
      expect(section(title)).toContain(result.check);
      expect(section(title)).toContain(mdText(result.message));
    }
  });

  it('lists the observations and the command of the run', () => {
    for (const observation of report.observations) expect(section('Observations ("not shown" behaviour)')).toContain(mdText(observation.message));
    expect(section('Reproduce the run')).toContain(report.run.command);
  });

  it('escapes table cells so a pipe in a message cannot break the table', () => {
    const observations = report.observations.map((observation) => ({ ...observation, message: 'a | b' }));
    const piped = renderSummaryMarkdown({ ...report, observations });
    expect(piped).toContain('a \\| b');
  });
});
