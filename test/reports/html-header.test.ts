import { describe, expect, it } from 'vitest';
import { renderHeader } from '../../reports/html/header.js';
import { renderVerdict } from '../../reports/html/verdict.js';
import { buildRunReport } from './fixture.js';

const report = buildRunReport(false);
const labels = (html: string) => [...html.matchAll(/<dt>([^<]*)<\/dt>/g)].map((match) => match[1]);

describe('the masthead of report.html (page 1 of the certificate)', () => {
  it('names the command in words, never "Run" over "run", and prints the product under test', () => {
    const html = renderHeader({ ...report, run: { ...report.run, product: { name: 'Acme Timesheets', version: '4.2.1' } } });
    expect(labels(html)).not.toContain('Run');
    expect(html).toContain('pm-conformance run');
    expect(html).toContain('Product under test: <strong>Acme Timesheets 4.2.1</strong>');
    expect(renderHeader(report)).not.toContain('Product under test');
  });

  it('shows no seed or profile for a command that has neither', () => {
    expect(labels(renderHeader(report))).toEqual(expect.arrayContaining(['Seed', 'Profile']));
    for (const kind of ['deprecations', 'traffic', 'pact-check'] as const) {
      const html = renderHeader({ ...report, run: { ...report.run, kind } });
      expect(labels(html)).not.toContain('Seed');
      expect(labels(html)).not.toContain('Profile');
    }
  });
});

describe('the verdict of report.html', () => {
  it('names --strict only on a run that used it', () => {
    const failing = buildRunReport(true);
    expect(renderVerdict(failing, [])).not.toContain('--strict');
    expect(renderVerdict({ ...failing, run: { ...failing.run, profile: 'strict' } }, [])).toContain('made binding (--strict)');
  });
});
