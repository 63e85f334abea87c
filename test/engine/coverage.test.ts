import { describe, expect, it } from 'vitest';
import type { Exchange } from '../../engine/exchange.js';
import { countCoverage, mergeCoverage, type CoverageFold } from '../../engine/results/coverage.js';
import { coverageOf, judgesByRequirement, requirementCoverage } from '../../runner/coverage-report.js';
import type { OperationKey } from '../../specs/operations.js';
import { requirement, requirements, type RequirementEntry, type RequirementId } from '../../specs/requirements.js';
import type { Result } from '../../engine/report/model.js';
import { reasonWords } from '../../reports/common/outcome.js';

function exchange(operation: OperationKey, body: unknown, status: number | undefined): Exchange {
  return {
    request: {
      method: operation.split(' ')[0] as string,
      url: 'http://x/v1',
      operation,
      headers: {},
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    ...(status === undefined ? { problem: { kind: 'timeout', message: 'timed out' } } : { response: { status, headers: {}, bodyText: '' } }),
    startedAt: '2025-01-01T00:00:00.000Z',
    durationMs: 1,
    purpose: 'test',
  } as Exchange;
}

const PROJECT = 'PATCH /projects/{projectId}';
const PEOPLE = 'POST /projects/{projectId}/people';
const EXCHANGES = [
  exchange(PROJECT, { budget: 0, projectStatus: 'completed', title: 'T' }, 200),
  exchange(PROJECT, { budget: -1 }, 400),
  exchange(PROJECT, { revenueType: 'barter', zzq: 1 }, 400),
  exchange(PROJECT, { projectStatus: 'cancelled' }, 400),
  exchange(PEOPLE, { permission: 'observer', email: 'a@example.com', rate: 0 }, 200),
  exchange(PEOPLE, { permission: 'member', email: 'b@example.com' }, undefined),
  exchange('DELETE /projects/{projectId}/people/{personId}', undefined, 500),
];

const fold = (exchanges: readonly Exchange[]) => {
  const coverage: CoverageFold = {};
  for (const item of exchanges) countCoverage(coverage, item);
  return coverage;
};

describe('coverage fold', () => {
  const report = coverageOf([], fold(EXCHANGES));
  const operation = (key: string) => report.operations.find((item) => item.operation === key);

  it('lists each documented status seen and missing, per operation', () => {
    expect(operation(PROJECT)).toMatchObject({
      exchanges: 4,
      statuses: { 200: 1, 400: 3 },
      documentedStatusesSeen: [200, 400],
      documentedStatusesMissing: [500],
    });
    expect(operation(PEOPLE)).toMatchObject({ statuses: { 200: 1, timeout: 1 }, documentedStatusesSeen: [200] });
    expect(operation('PATCH /timesheets/{timesheetId}')).toMatchObject({ exchanges: 0, documentedStatusesMissing: [200, 400, 500] });
  });

  it('splits fields sent valid and invalid (unknown names folded into one) and lists the documented ones never sent', () => {
    const project = operation(PROJECT);
    expect(project?.fieldsSentValid).toEqual(['budget', 'projectStatus', 'title']);
    expect(project?.fieldsSentInvalid).toEqual(['(unknown field)', 'budget', 'revenueType']);
    expect(project?.fieldsNeverSent).toContain('currency');
    expect(project?.fieldsNeverSent).not.toContain('budget');
  });

  it('counts an enum value as accepted only when it was valid and answered 200', () => {
    expect(operation(PROJECT)?.enumValuesAccepted).toEqual(['projectStatus=completed']);
    expect(operation(PEOPLE)?.enumValuesAccepted).toEqual(['permission=observer']);
  });

  it('records the bounds exercised', () => {
    expect(operation(PROJECT)?.boundaries).toEqual(['budget = minimum 0', 'budget below minimum 0']);
    expect(operation(PEOPLE)?.boundaries).toEqual(['rate = minimum 0']);
  });

  it('merging folds of parts equals the fold of the whole (shards merge to the union)', () => {
    const merged: CoverageFold = {};
    mergeCoverage(merged, fold(EXCHANGES.slice(0, 3)));
    mergeCoverage(merged, fold(EXCHANGES.slice(3)));
    expect(coverageOf([], merged)).toEqual(report);
  });
});

function result(check: string, id: RequirementId, counts: Partial<Result['counts']>, message = 'm'): Result {
  return {
    check,
    requirement: id,
    level: requirement(id).level,
    operation: PROJECT,
    status: 'passed',
    message,
    counts: { pass: 0, fail: 0, warn: 0, observe: 0, skip: 0, ...counts },
  };
}

describe('requirementCoverage', () => {
  const judges = judgesByRequirement();

  it('counts a requirement whose check ran, skipped ones with their reason, the rest as not run', () => {
    const coverage = requirementCoverage(
      [
        result('version-segment', 'VERSION.V1', { pass: 3 }),
        result('custom-property-visibility', 'CUSTOM_PROPERTY.VISIBILITY', { skip: 1 }, 'no member token'),
      ],
      judges,
    );
    expect(coverage.exercised).toBe(1);
    // custom-property-visibility judges AUTH.ROLES too: both are not assessed, with the row's reason.
    expect(coverage.skipped).toEqual([
      { id: 'CUSTOM_PROPERTY.VISIBILITY', reasons: ['no member token'] },
      { id: 'AUTH.ROLES', reasons: ['no member token'] },
    ]);
    expect(coverage.notRun).toHaveLength(coverage.total - 3);
    expect(coverage.percent).toBe(Math.round((1 / coverage.total) * 1000) / 10);
  });

  it('keeps a fixed denominator: the observable requirements of the catalogue, less those not applicable', () => {
    const observable = requirements.filter((entry: RequirementEntry) => entry.notObservable === undefined).length;
    const planned = new Set(['version-segment', 'allow-on-405', 'custom-property-visibility']);
    const coverage = requirementCoverage([result('version-segment', 'VERSION.V1', { pass: 3 })], judges, {
      planned,
      unconfigured: new Map([['custom-property-visibility', ['--member-token (PMC_MEMBER_TOKEN)']]]),
    });
    expect(coverage.total).toBe(observable);
    // allow-on-405 ran and met no 405: HTTP.ALLOW is not applicable, out of the denominator.
    expect(coverage.notApplicable).toEqual([{ id: 'HTTP.ALLOW', condition: requirement('HTTP.ALLOW').condition }]);
    expect(coverage.applicable).toBe(observable - 1);
    expect(coverage.notConfigured?.map((item) => item.id).sort()).toEqual(['AUTH.ROLES', 'CUSTOM_PROPERTY.VISIBILITY']);
    expect(coverage.notAssessed).toEqual([]);
    expect(coverage.percent).toBe(Math.round((1 / (observable - 1)) * 1000) / 10);
  });

  it('a planned check without judged evidence leaves its requirement not assessed, with the reason', () => {
    const limited = {
      ...result('path-id-matches', 'PROJECT.ID', { 'not-assessable': 4 }, 'not assessed: rate limited: answered 429'),
      status: 'not-assessable' as const,
      unassessed: ['rate-limited' as const],
    };
    const coverage = requirementCoverage([limited], judges, { planned: new Set(['path-id-matches']) });
    expect(coverage.notAssessed?.find((item) => item.id === 'PROJECT.ID')).toEqual({
      id: 'PROJECT.ID',
      level: 'MUST',
      reasons: ['not assessed: rate limited: answered 429'],
      causes: ['rate-limited'],
    });
    expect(coverage.notAssessed?.map((item) => item.id)).toContain('TIMESHEET.ID');
  });

  it('names why a requirement was not assessed from the causes its rows carry, never from their words', () => {
    // A message that reads like a 429 but whose row carries no cause: nothing judged, for no cause the run knows.
    const misleading = {
      ...result('path-id-matches', 'PROJECT.ID', { 'not-assessable': 1 }, 'not assessed: HTTP 429 in a field value'),
      status: 'not-assessable' as const,
    };
    const noRead = {
      ...result('path-id-matches', 'TIMESHEET.ID', { 'not-assessable': 2 }, 'not assessable: the read'),
      status: 'not-assessable' as const,
      unassessed: ['no-read' as const],
    };
    const planned = { planned: new Set(['path-id-matches']) };
    const idOf = (rows: Result[]) => requirementCoverage(rows, judges, planned).notAssessed?.find((item) => item.id === 'PROJECT.ID');
    expect(idOf([misleading])?.causes).toEqual([]);
    expect(idOf([misleading, noRead])?.causes).toEqual(['no-read']);
    expect(reasonWords([{ causes: [] }, { causes: ['no-read'] }])).toBe('no judged answer, no read');
    expect(reasonWords([{ causes: ['rate-limited', 'gateway'] }])).toBe('a gateway answered instead of the server, rate limited');
  });

  it('counts the own requirement of a check that ran even when its rows carry field requirements', () => {
    const coverage = requirementCoverage([result('invalid-payloads-rejected', 'PROJECT.BUDGET', { pass: 1 })], judges);
    expect(coverage.notRun).not.toContain('VALIDATION.REJECT');
    expect(coverage.notRun).not.toContain('PROJECT.BUDGET');
  });

  it('counts the requirements a check also judges (alsoJudges) beside its own', () => {
    expect([...(judges.get('TIMESHEET.RESPONSE_ONLY.STABLE') ?? [])]).toEqual(['response-only-stable']);
    const coverage = requirementCoverage([result('response-only-stable', 'PROJECT.RESPONSE_ONLY.STABLE', { pass: 4 })], judges);
    expect(coverage.notRun).not.toContain('TIMESHEET.RESPONSE_ONLY.STABLE');
    const none = requirementCoverage([], judges);
    expect(none.notRun).toContain('TIMESHEET.RESPONSE_ONLY.STABLE');
    expect(none.notRun).toContain('PROJECT.INVITE_DOMAINS.CASE');
  });
});
