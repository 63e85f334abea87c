import { describe, expect, it } from 'vitest';
import type { Observation, RunReport } from '../../engine/report/model.js';
import { readableUrl } from '../../reports/common/detail-text.js';
import { groupObservations } from '../../reports/common/observation-groups.js';
import { renderHtml } from '../../reports/html/report-html.js';
import { buildRunReport } from './fixture.js';

const fixture = buildRunReport(false);
const sectionOf = (html: string, id: string) => {
  const start = html.indexOf(`<section id="${id}">`);
  return html.slice(start, html.indexOf('</section>', start));
};

describe('a certificate that fits its reader', () => {
  it('groups observations per requirement, each distinct sentence once with a count', () => {
    const observations: Observation[] = [
      ...['PATCH /projects/{projectId}', 'PATCH /timesheets/{timesheetId}', 'POST /projects/{projectId}/people'].flatMap((operation) =>
        Array.from({ length: 40 }, () => ({
          check: 'c',
          requirement: 'ERROR.OTHER_STATUSES' as const,
          operation,
          message: 'a change without a token is answered 400',
        })),
      ),
      ...Array.from({ length: 6 }, (_, index) => ({ check: 'c', requirement: 'ERROR.OTHER_STATUSES' as const, operation: '*', message: `code ${index}` })),
    ];
    const [group] = groupObservations(observations);
    expect(group?.count).toBe(126);
    expect(group?.messages[0]).toEqual({ message: 'a change without a token is answered 400', count: 120, operations: expect.any(Array) as string[] });
    const html = sectionOf(renderHtml({ ...fixture, observations }), 'observations');
    expect(html.match(/a change without a token is answered 400/g)).toHaveLength(1);
    expect(html).toContain('120× · on 3 operations');
    expect(html).toContain('126 observations');
    // Seven distinct sentences: three shown, the other four folded.
    expect(html).toMatch(/<details class="fold"><summary>and 4 more<\/summary>/);
  });

  it('folds a long enumeration of accepted values', () => {
    const currencies = Array.from({ length: 150 }, (_, index) => `currency=C${String(index).padStart(2, '0')}`);
    const report: RunReport = {
      ...fixture,
      coverage: {
        requirements: { total: 1, exercised: 1, percent: 100, skipped: [], notRun: [] },
        operations: [
          {
            operation: 'PATCH /projects/{projectId}',
            exchanges: 1,
            statuses: { '200': 1 },
            documentedStatusesSeen: [200],
            documentedStatusesMissing: [],
            fieldsSentValid: [],
            fieldsSentInvalid: [],
            fieldsNeverSent: [],
            enumValuesAccepted: currencies,
            boundaries: [],
          },
        ],
      },
    };
    const html = sectionOf(renderHtml(report), 'spec-coverage');
    expect(html).toContain('<code>currency</code> <span class="muted">(150)</span>');
    expect(html).toContain('<summary>and 138 more</summary>');
  });

  it('names an embedded run "embedded reference server", not its ephemeral loopback URL', () => {
    const html = renderHtml({ ...fixture, run: { ...fixture.run, embedded: true, baseUrl: 'http://127.0.0.1:33239/v1' } });
    const masthead = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(masthead).toContain('Server under test: <strong>embedded reference server</strong>');
    expect(masthead).not.toContain('127.0.0.1');
  });

  it('shows paths decoded, keeping the escapes that change what the URL means', () => {
    expect(readableUrl('http://h/v1/projects/%C3%A9t%C3%A9%20x')).toBe('http://h/v1/projects/été%20x');
    expect(readableUrl('http://h/v1/projects/..%2Fprojects')).toBe('http://h/v1/projects/..%2Fprojects');
    expect(readableUrl('http://h/v1/projects/%F0%9F%98%80?q=%3F')).toBe('http://h/v1/projects/😀?q=%3F');
    expect(readableUrl('http://h/v1/projects/%ZZ%C3')).toBe('http://h/v1/projects/%ZZ%C3');
  });

  it('has a print stylesheet: the verdict section ends page 1, folds stay closed on paper', () => {
    const html = renderHtml(fixture);
    expect(html).toMatch(/@page \{ size: A4;/);
    expect(html).toMatch(/@media print \{[^]*#verdict \{ break-after: page;/);
  });
});
