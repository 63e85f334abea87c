import { describe, expect, it } from 'vitest';
import { isAssessed, unassessedRequirements } from '../../engine/report/assessed.js';
import type { Result, RunReport } from '../../engine/report/model.js';
import { DEFAULTS } from '../../engine/settings.js';
import { CONNECTION_KEYS, type ConnectionConfig } from '../../engine/connection.js';
import { certificationOf, certifyRefusal, connectionKeysUsed, testableRequirements } from '../../runner/certification.js';
import { requirement, type RequirementId } from '../../specs/requirements.js';

const DEFAULT = { strict: false, requireDeprecationHeaders: false };
const counts = (verdicts: Partial<Result['counts']>): Result['counts'] => ({ pass: 0, fail: 0, warn: 0, observe: 0, skip: 0, ...verdicts });
const row = (id: string, status: Result['status'], verdicts: Partial<Result['counts']>, check = `check-of-${id}`): Result => ({
  check,
  requirement: id as RequirementId,
  level: requirement(id as RequirementId).level,
  operation: 'PATCH /projects/{projectId}',
  status,
  message: status,
  counts: counts(verdicts),
});

/** A certification run whose every testable requirement passed on its own row. */
const whole = (results: Result[] = [...testableRequirements(DEFAULT).keys()].map((id) => row(id, 'passed', { pass: 3 }))) =>
  ({
    run: {
      kind: 'run',
      baseUrl: 'http://127.0.0.1/v1',
      embedded: true,
      seed: 7,
      numRuns: DEFAULTS.numRuns,
      startedAt: '',
      finishedAt: '',
      command: 'run --certify',
      certify: true,
    },
    results,
  }) satisfies Pick<RunReport, 'run' | 'results'>;

describe('assessed on judged evidence (engine/report/assessed.ts)', () => {
  it.each<[Result['status'], Partial<Result['counts']>, boolean]>([
    ['passed', { pass: 1 }, true],
    ['failed', { fail: 1 }, true],
    ['warning', { warn: 1 }, true],
    ['flaky', { flaky: 1 }, true],
    ['passed', { observe: 2 }, false],
    ['skipped', { skip: 1 }, false],
    ['not-assessable', { 'not-assessable': 2, pass: 1 }, false],
  ])('a %s row counting %o is assessed: %s', (status, verdicts, expected) => {
    expect(isAssessed(row('PROJECT.BUDGET', status, verdicts))).toBe(expected);
  });

  it('a requirement is assessed by a row of its own or of a check that judges it (a schema annotation)', () => {
    const testable = new Map([['PROJECT.USAGE_STORAGE', new Set(['response-schema'])]]);
    expect(unassessedRequirements([], testable)).toEqual(['PROJECT.USAGE_STORAGE']);
    expect(unassessedRequirements([row('PROJECT.RESPONSE', 'passed', { pass: 1 }, 'response-schema')], testable)).toEqual([]);
    expect(unassessedRequirements([row('PROJECT.RESPONSE', 'skipped', { skip: 1 }, 'response-schema')], testable)).toEqual(['PROJECT.USAGE_STORAGE']);
  });

  it('every testable requirement is one whose deviation fails under the profile', () => {
    for (const id of testableRequirements(DEFAULT).keys()) expect(requirement(id as RequirementId).level).toBe('MUST');
    expect(testableRequirements({ strict: true, requireDeprecationHeaders: false }).size).toBeGreaterThan(testableRequirements(DEFAULT).size);
  });
});

describe('the certification verdict', () => {
  it('is Certified when every testable requirement passed in a whole run', () => {
    expect(certificationOf(whole())).toEqual({ verdict: 'certified', reasons: [] });
  });

  it.each<[string, (report: ReturnType<typeof whole>) => Pick<RunReport, 'run' | 'results' | 'acceptance'>, RegExp]>([
    [
      'a failure',
      (report) => ({ ...report, results: [...report.results, row('PROJECT.BUDGET', 'failed', { fail: 1 })] }),
      /^requirements failed \(1\): PROJECT.BUDGET$/,
    ],
    [
      'a flaky failure',
      (report) => ({ ...report, results: [...report.results, row('PROJECT.BUDGET', 'flaky', { flaky: 1 })] }),
      /flaky failure \(1\): PROJECT.BUDGET/,
    ],
    ['a requirement left unassessed', (report) => ({ ...report, results: report.results.slice(1) }), /^requirements not assessed on judged evidence \(1\): /],
    ['a shard', (report) => ({ ...report, run: { ...report.run, shard: '1/2' } }), /one shard \(1\/2\)/],
    ['fewer samples', (report) => ({ ...report, run: { ...report.run, numRuns: 8 } }), /8 samples per property, fewer than the default/],
    ['an incomplete run', (report) => ({ ...report, run: { ...report.run, incomplete: 'the HAR could not be written' } }), /incomplete: the HAR/],
    ['a run without --certify', (report) => ({ ...report, run: { ...report.run, certify: false } }), /not a certification run/],
  ])('is Not certified with %s, the reason named', (_name, change, reason) => {
    const certification = certificationOf(change(whole()));
    expect(certification.verdict).toBe('not-certified');
    expect(certification.reasons).toEqual([expect.stringMatching(reason)]);
  });
});

describe('what --certify refuses before any request', () => {
  const full = Object.fromEntries(Object.keys(CONNECTION_KEYS).map((key) => [key, `value-of-${key}`])) as unknown as ConnectionConfig;

  it.each<[string, Parameters<typeof certifyRefusal>[0], RegExp]>([
    ['--only', { only: ['content-type-json'] }, /--only content-type-json is refused/],
    ['--exclude', { exclude: ['error-body'] }, /--exclude error-body is refused/],
    ['--shard', { shard: '1/2' }, /--shard 1\/2 is refused/],
    ['--accept', { accept: 'accept.yaml' }, /--accept accept.yaml is refused/],
    ['a lower --num-runs', { numRuns: DEFAULTS.numRuns - 1 }, new RegExp(`--num-runs ${DEFAULTS.numRuns - 1} is refused`)],
    ['a missing token', { connection: { ...full, memberToken: undefined } }, /missing: --member-token \(PMC_MEMBER_TOKEN\)$/],
    ['a missing fixture id', { connection: { ...full, projectTimesheetId: '' } }, /missing: --project-timesheet-id/],
  ])('refuses %s in one line', (_name, request, message) => {
    const refusal = certifyRefusal(request);
    expect(refusal).toMatch(message);
    expect(refusal).not.toContain('\n');
  });

  it('accepts a whole run with every key, the default samples or more, or the embedded server', () => {
    expect(certifyRefusal({ connection: full, numRuns: DEFAULTS.numRuns + 10 })).toBeUndefined();
    expect(certifyRefusal({})).toBeUndefined();
  });

  it('asks for every key of the one table of connection keys', () => {
    expect(connectionKeysUsed()).toEqual(Object.keys(CONNECTION_KEYS));
  });
});
