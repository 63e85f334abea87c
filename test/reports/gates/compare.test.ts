import { describe, expect, it } from 'vitest';
import { compareWith } from '../../../reports/gates/compare.js';
import { comparisonHeadline } from '../../../reports/common/gates-text.js';
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

  it('follows a finding whose requirement moved: still there, not new beside a false "fixed"', () => {
    const failing = previous.results.find((result) => result.status === 'failed') as Result;
    const moved = withResults(
      previous.results.map((result) => (result === failing ? { ...result, requirement: 'PROJECT.RESPONSE' as Result['requirement'] } : result)),
    );
    expect(failing.requirement).not.toBe('PROJECT.RESPONSE');
    const compared = compareWith(moved, previous, 'prev.json');
    expect(compared.results.find((result) => key(result) === key(failing) && result.requirement === 'PROJECT.RESPONSE')?.change).toBe('still');
    expect(compared.comparison?.fixed).toEqual([]);
    // Fixed under the new requirement is fixed under the old one's key.
    const passing = withResults(moved.results.map((result) => (key(result) === key(failing) ? { ...result, status: 'passed' as const } : result)));
    expect(compareWith(passing, previous, 'prev.json').comparison?.fixed.map(key)).toContain(key(failing));
  });

  it('names a previous report of another server, and does not for the same server', () => {
    const other = { ...previous, run: { ...previous.run, baseUrl: 'https://other.example.test/v1' } };
    expect(compareWith(previous, other, 'prev.json').comparison?.previousServer).toBe('https://other.example.test/v1');
    expect(comparisonHeadline(compareWith(previous, other, 'prev.json'))).toContain('a report of another server: https://other.example.test/v1');
    expect(compareWith(previous, previous, 'prev.json').comparison?.previousServer).toBeUndefined();
  });
});
