import { describe, expect, it } from 'vitest';
import { compareWith } from '../../../reports/gates/compare.js';
import type { Result, RunReport } from '../../../engine/report/model.js';
import { buildRunReport } from '../fixture.js';

const previous = buildRunReport(false);
const key = (result: Pick<Result, 'check' | 'operation'>) => `${result.check} ${result.operation}`;
const withResults = (results: Result[]): RunReport => ({ ...previous, results });
const setStatus = (results: readonly Result[], check: string, status: Result['status']) =>
  results.map((result) => (result.check === check ? { ...result, status } : result));

describe('compareWith', () => {
  it('the same report again: every failure and warning is still there, nothing new or fixed', () => {
    const compared = compareWith(previous, previous, 'prev/report.json');
    const problems = compared.results.filter((result) => result.status === 'failed' || result.status === 'warning');
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((result) => result.change === 'still')).toBe(true);
    expect(compared.results.filter((result) => result.status === 'passed' || result.status === 'skipped').every((result) => result.change === undefined)).toBe(
      true,
    );
    expect(compared.comparison).toEqual({ previous: 'prev/report.json', previousStartedAt: previous.run.startedAt, new: 0, still: problems.length, fixed: [] });
  });

  it('a failure that passes now is fixed; a pass that fails now is new', () => {
    const current = withResults(setStatus(setStatus(previous.results, 'no-server-error', 'passed'), 'version-segment', 'failed'));
    const compared = compareWith(current, previous, 'prev.json');
    expect(compared.comparison?.fixed.map(key)).toEqual(previous.results.filter((result) => result.check === 'no-server-error').map(key));
    expect(compared.results.filter((result) => result.change === 'new').map(key)).toEqual(
      previous.results.filter((result) => result.check === 'version-segment').map(key),
    );
  });

  it('a warning that became a failure is a new failure, and the warning is fixed', () => {
    const current = withResults(setStatus(previous.results, 'deprecation-advertised', 'failed'));
    const compared = compareWith(current, previous, 'prev.json');
    expect(compared.results.find((result) => result.check === 'deprecation-advertised')?.change).toBe('new');
    expect(compared.comparison?.fixed.map((item) => item.check)).toEqual(['deprecation-advertised']);
  });

  it('an accepted failure that was a failure is still there (acceptance does not hide it from the comparison)', () => {
    const current = withResults(setStatus(previous.results, 'no-server-error', 'accepted'));
    expect(compareWith(current, previous, 'prev.json').results.find((result) => result.check === 'no-server-error')?.change).toBe('still');
  });

  it('a failure this run skipped or did not run is not called fixed', () => {
    const skipped = withResults(setStatus(previous.results, 'no-server-error', 'skipped'));
    expect(compareWith(skipped, previous, 'prev.json').comparison?.fixed).toEqual([]);
    const absent = withResults(previous.results.filter((result) => result.check !== 'no-server-error'));
    expect(compareWith(absent, previous, 'prev.json').comparison?.fixed).toEqual([]);
  });
});
