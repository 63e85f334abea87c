import { describe, expect, it } from 'vitest';
import { prepareReport } from '../../reports/common/prepare.js';
import { buildRunReport, LEAKED_TOKEN } from './fixture.js';

describe('prepareReport, once per report and secrets', () => {
  it('gives the one preparation again for the same report and the same secrets (the files and the console text share it)', () => {
    const report = buildRunReport(true);
    const first = prepareReport(report, [LEAKED_TOKEN]);
    expect(prepareReport(report, [LEAKED_TOKEN])).toBe(first);
    expect(JSON.stringify(first)).not.toContain(LEAKED_TOKEN);
  });

  it('prepares again for other secrets or another report: what is masked follows what is asked', () => {
    const report = buildRunReport(true);
    const masked = prepareReport(report, [LEAKED_TOKEN]);
    const unmasked = prepareReport(report, []);
    expect(unmasked).not.toBe(masked);
    expect(JSON.stringify(unmasked)).toContain(LEAKED_TOKEN);
    expect(prepareReport(report, [LEAKED_TOKEN])).not.toBe(unmasked);
    expect(JSON.stringify(prepareReport(report, [LEAKED_TOKEN]))).not.toContain(LEAKED_TOKEN);
    expect(prepareReport(buildRunReport(true), [LEAKED_TOKEN])).not.toBe(masked);
  });
});
