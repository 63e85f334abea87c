import { describe, expect, it } from 'vitest';
import { overallVerdict, worstStatus } from '../../reports/common/outcome.js';
import { requirementRows, type RequirementVerdict } from '../../reports/common/requirement-rows.js';
import type { Observation, Result, ResultStatus } from '../../engine/report/model.js';
import { requirements, type RequirementId } from '../../specs/requirements.js';
import { buildRunReport } from './fixture.js';

const report = buildRunReport(false);
const base = report.results[0] as Result;
const verdictOf = (results: Result[], run: Partial<typeof report.run> = {}) => overallVerdict({ results, run: { ...report.run, ...run } });
const rowOf = (requirement: RequirementId, status: ResultStatus): Result => ({ ...base, requirement, status });
const observed = (requirement: RequirementId): Observation => ({ check: 'c', requirement, operation: '*', message: 'seen' });

describe('overallVerdict', () => {
  it.each<[ResultStatus[], string]>([
    [['passed', 'passed'], 'conforms'],
    [['passed', 'warning'], 'conforms-with-warnings'],
    [['passed', 'warning', 'failed'], 'does-not-conform'],
    [['skipped'], 'inconclusive'],
    [[], 'inconclusive'],
  ])('%j → %s', (statuses, kind) => {
    expect(verdictOf(statuses.map((status) => ({ ...base, status }))).kind).toBe(kind);
  });

  it('counts failed requirements in the headline, each once however many of its checks failed', () => {
    expect(
      verdictOf([
        { ...base, status: 'failed' },
        { ...base, check: 'other', status: 'failed' },
      ]).headline,
    ).toBe('Does not conform: 1 requirement failed');
    expect(
      verdictOf([
        { ...base, status: 'failed' },
        { ...base, requirement: 'GEN.ANSWERS', status: 'failed' },
      ]).headline,
    ).toBe('Does not conform: 2 requirements failed');
  });

  it('says what the strict profile would count, and which profile a strict run used', () => {
    const invalidAccepted: Result = { ...base, requirement: 'VALIDATION.REJECT', status: 'warning' };
    const deprecation: Result = { ...base, requirement: 'DEPRECATION.ADVERTISED', status: 'warning' };
    expect(verdictOf([invalidAccepted, { ...invalidAccepted, check: 'other' }, deprecation]).headline).toBe(
      'Conforms, with warnings on 2 requirements · strict: 1 requirement would fail',
    );
    expect(verdictOf([deprecation]).headline).toBe('Conforms, with warnings on 1 requirement');
    expect(verdictOf([{ ...invalidAccepted, status: 'failed' }], { profile: 'strict' }).headline).toBe(
      'Does not conform: 1 requirement failed · strict profile',
    );
  });

  it('marks an incomplete run first', () => {
    expect(verdictOf([{ ...base, status: 'passed' }], { incomplete: 'the HAR could not be written' }).headline).toBe('Incomplete run · Conforms');
  });
});

describe('worstStatus', () => {
  it('orders failed > warning > passed > skipped', () => {
    expect(
      worstStatus([
        { ...base, status: 'skipped' },
        { ...base, status: 'passed' },
      ]),
    ).toBe('passed');
    expect(
      worstStatus([
        { ...base, status: 'warning' },
        { ...base, status: 'failed' },
      ]),
    ).toBe('failed');
    expect(worstStatus([])).toBeUndefined();
  });
});

describe('requirementRows', () => {
  it('has one row per catalogue entry, in catalogue order', () => {
    expect(requirementRows({ results: [], observations: [] }).map((row) => row.entry.id)).toEqual(requirements.map((entry) => entry.id));
  });

  it.each<[string, Result[], Observation[], RequirementId, RequirementVerdict]>([
    ['no result, no observation', [], [], 'PROJECT.BUDGET', 'not-checked'],
    ['worst result wins', [rowOf('PROJECT.BUDGET', 'passed'), rowOf('PROJECT.BUDGET', 'failed')], [], 'PROJECT.BUDGET', 'failed'],
    ['observations only', [], [observed('TIMESHEET.SHAPE_RULE')], 'TIMESHEET.SHAPE_RULE', 'observed'],
    ['UNSPECIFIED passed with observations is observed', [rowOf('ERROR.CONDITIONS', 'passed')], [observed('ERROR.CONDITIONS')], 'ERROR.CONDITIONS', 'observed'],
    ['UNSPECIFIED warning stays a warning', [rowOf('ERROR.OTHER_STATUSES', 'warning')], [observed('ERROR.OTHER_STATUSES')], 'ERROR.OTHER_STATUSES', 'warning'],
    ['MUST passed with observations stays passed', [rowOf('PATH.IDS', 'passed')], [observed('PATH.IDS')], 'PATH.IDS', 'passed'],
  ])('%s', (_name, results, observations, id, verdict) => {
    expect(requirementRows({ results, observations }).find((row) => row.entry.id === id)?.verdict).toBe(verdict);
  });
});
