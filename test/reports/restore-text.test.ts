import { describe, expect, it } from 'vitest';
import type { RunReport } from '../../engine/report/model.js';
import { renderHtml } from '../../reports/html/report-html.js';
import { renderSummaryMarkdown } from '../../reports/formats/summary-md.js';
import { buildRunReport } from './fixture.js';

const withRestore = (restore: RunReport['restore']): RunReport => ({ ...buildRunReport(false), ...(restore ? { restore } : {}) });
const restoreSection = (html: string) => html.slice(html.indexOf('<section id="restore">'), html.indexOf('</section>', html.indexOf('<section id="restore">')));

describe('the restore as reports word it', () => {
  it('never says nothing needed restoring above what was left over', () => {
    const report = withRestore({ restored: [], leftovers: ['timesheet t1 was not restored: the restore answered HTTP 409'] });
    const html = restoreSection(renderHtml(report));
    expect(html).toContain('Left over, to clean up by hand');
    expect(html).not.toMatch(/Nothing needed restoring|Nothing was left over/);
    const markdown = renderSummaryMarkdown(report);
    expect(markdown).toContain('**Left over, clean up by hand:**');
    expect(markdown).not.toMatch(/nothing (needed|to) restor/i);
  });

  it('lists what is left over before what was put back', () => {
    const html = restoreSection(renderHtml(withRestore({ restored: ['project p1 restored'], leftovers: ['person u9 is still on project p1'] })));
    expect(html.indexOf('Left over')).toBeLessThan(html.indexOf('Put back after the run'));
  });

  it('says nothing needed restoring only when nothing was changed', () => {
    expect(restoreSection(renderHtml(withRestore({ restored: [], leftovers: [] })))).toContain('Nothing needed restoring.');
    expect(restoreSection(renderHtml(withRestore({ restored: ['project p1 restored'], leftovers: [] })))).toContain('Nothing was left over');
  });
});
