import { validate } from 'ctrf';
import { describe, expect, it } from 'vitest';
import { resultName } from '../../reports/common/labels.js';
import { prepareReport } from '../../reports/common/prepare.js';
import { buildCtrf, renderCtrf } from '../../reports/formats/ctrf.js';
import type { ResultStatus } from '../../engine/report/model.js';
import { buildRunReport, withStatus } from './fixture.js';

const report = prepareReport(buildRunReport());
const ctrf = buildCtrf(report);
const testOf = (result: { check: string; operation: string }) => ctrf.results.tests.find((test) => test.name === resultName(result));

describe('buildCtrf', () => {
  it('validates with the ctrf package (the written JSON too)', () => {
    expect(validate(ctrf)).toEqual({ valid: true, errors: [] });
    expect(validate(JSON.parse(renderCtrf(report)))).toEqual({ valid: true, errors: [] });
  });

  it.each<[ResultStatus, string]>([
    ['passed', 'passed'],
    ['failed', 'failed'],
    ['skipped', 'skipped'],
    ['warning', 'other'],
  ])('maps %s to "%s", keeping the suite status as rawStatus', (status, ctrfStatus) => {
    for (const result of withStatus(report, status)) expect(testOf(result)).toMatchObject({ status: ctrfStatus, rawStatus: status });
  });

  it('counts the statuses in the summary', () => {
    expect(ctrf.results.summary).toMatchObject({
      tests: report.results.length,
      passed: withStatus(report, 'passed').length,
      failed: withStatus(report, 'failed').length,
      skipped: withStatus(report, 'skipped').length,
      other: withStatus(report, 'warning').length,
    });
  });

  it('gives failures and warnings their message, evidence and reproduction, skips their reason', () => {
    for (const result of [...withStatus(report, 'failed'), ...withStatus(report, 'warning')]) {
      const test = testOf(result);
      expect(test?.message).toBe(result.message);
      expect(test?.trace).toContain(`Reproduce with:\n${result.reproduction}`);
    }
    for (const result of withStatus(report, 'skipped')) expect(testOf(result)?.message).toBe(result.message);
  });

  it('names the tool and the environment (base URL, seed)', () => {
    expect(ctrf.results.tool).toMatchObject({ name: report.tool.name, version: report.tool.version });
    expect(ctrf.results.environment?.extra).toMatchObject({ baseUrl: report.run.baseUrl, seed: report.run.seed });
  });

  it('labels each test with its requirement and level', () => {
    for (const result of report.results) expect(testOf(result)?.labels).toMatchObject({ requirement: result.requirement, level: result.level });
  });
});
