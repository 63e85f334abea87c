import type { Exchange } from '../../engine/exchange.js';
import { curlOf, evidenceOf } from '../../engine/results/evidence.js';
import { countExchange, newTraffic, trafficFigures } from '../../engine/results/traffic.js';
import type { OperationKey } from '../../specs/operations.js';
import { requirement, type RequirementId } from '../../specs/requirements.js';
import { summaryOf } from '../../reports/common/outcome.js';
import type { Observation, Result, ResultStatus, RunReport } from '../../engine/report/model.js';

/** A token the engine "forgot" to redact: no written file may contain it. */
export const LEAKED_TOKEN = 'leaked-0f1e2d3c4b5a69788796a5b4c3d2e1f0';
/** Text that would run as script if a writer forgot to escape it. */
export const HOSTILE = '<script>document.title="pwned"</script><img src="https://tracker.invalid/x.png">';

const BASE = 'https://staging.example.test/v1';
const RERUN = 'pm-conformance run --base-url https://staging.example.test/v1 --token "$PMC_TOKEN" --seed 424242';
const project = {
  _id: 'p1',
  archived: false,
  createdBy: 'u1',
  createdAt: '2025-01-02T03:04:05.000Z',
  updatedAt: '2025-01-02T03:04:05.000Z',
  org: 'o1',
  projectType: 'mx-gantt',
  usageStorage: 0,
  planItems: [],
  budget: -1,
};

function exchange(operation: OperationKey, path: string, body: unknown, status: number, answer: unknown, authorization = 'Bearer $PMC_TOKEN'): Exchange {
  const bodyText = typeof answer === 'string' ? answer : JSON.stringify(answer);
  return {
    request: {
      method: operation.split(' ')[0] as string,
      url: `${BASE}${path}`,
      operation,
      headers: { 'content-type': 'application/json', authorization },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    response: { status, headers: { 'content-type': 'application/json; charset=utf-8' }, bodyText },
    startedAt: '2025-03-01T10:00:01.000Z',
    durationMs: 12,
    purpose: 'fixture',
  };
}

/**
 * The exchanges behind the evidence. `planted` adds what a careless engine or a hostile server could
 * put in a report: markup in a body and a token nobody redacted (in a header and in a body).
 */
export function fixtureExchanges(planted = true): Exchange[] {
  const timesheet = { _id: 't1', person: 'u1', status: 'submitted', ...(planted ? { token: LEAKED_TOKEN } : {}) };
  return [
    exchange('PATCH /projects/{projectId}', '/projects/p1', { budget: -1 }, 200, project),
    exchange('POST /projects/{projectId}/people', '/projects/p1/people?notify=0', { permission: 'member', email: 'ann@example.test' }, 500, {
      message: planted ? HOSTILE : 'Internal error',
    }),
    exchange(
      'PATCH /timesheets/{timesheetId}',
      '/timesheets/t1?notify=false',
      { status: 'submitted' },
      200,
      timesheet,
      planted ? `Bearer ${LEAKED_TOKEN}` : undefined,
    ),
    exchange('DELETE /projects/{projectId}/people/{personId}', '/projects/p1/people/x9', undefined, 404, ''),
  ];
}

type Counts = Partial<Result['counts']>;

function result(
  check: string,
  id: RequirementId,
  operation: string,
  status: ResultStatus,
  message: string,
  counts: Counts,
  evidenceFrom?: Exchange,
  extra: Partial<Result> = {},
): Result {
  return {
    check,
    requirement: id,
    level: requirement(id).level,
    operation,
    status,
    message,
    counts: { pass: 0, fail: 0, warn: 0, observe: 0, skip: 0, ...counts },
    ...(evidenceFrom ? { evidence: evidenceOf(evidenceFrom), reproduction: `${curlOf(evidenceFrom)}\n${RERUN} --only ${check}` } : {}),
    ...extra,
  };
}

/** Deliberately not in the stable order: writers must sort. */
export function fixtureResults(planted = true): Result[] {
  const [patchProject, addPerson, patchTimesheet, deletePerson] = fixtureExchanges(planted) as [Exchange, Exchange, Exchange, Exchange];
  return [
    result('response-schema', 'PROJECT.RESPONSE', 'PATCH /projects/{projectId}', 'passed', '120 responses validated against project.json', { pass: 120 }),
    result(
      'invalid-payloads-rejected',
      'VALIDATION.REJECT',
      'PATCH /projects/{projectId}',
      'failed',
      'Received 200 for a body with budget below its minimum / The spec states: budget | number (float) | Total budget. Minimum 0.',
      { pass: 40, fail: 3 },
      patchProject,
      { counterexample: { budget: -1 } },
    ),
    result(
      'no-server-error',
      'SERVER.NO_5XX',
      'POST /projects/{projectId}/people',
      'failed',
      'Received 500 / The spec states: 500 | Internal Server Error, and the suite only sends valid or invalid input (200 or 400)',
      { pass: 60, fail: 1 },
      addPerson,
    ),
    result(
      'deprecation-advertised',
      'DEPRECATION.ADVERTISED',
      'PATCH /timesheets/{timesheetId}',
      'warning',
      'Received no Deprecation header / The spec states: every operation in this document is marked deprecated',
      { warn: 25 },
      patchTimesheet,
    ),
    result(
      'status-documented',
      'ERROR.OTHER_STATUSES',
      'DELETE /projects/{projectId}/people/{personId}',
      'warning',
      'Received 404, a status the spec does not document for this operation',
      { pass: 3, warn: 2 },
      deletePerson,
    ),
    result(
      'custom-property-visibility',
      'CUSTOM_PROPERTY.VISIBILITY',
      'PATCH /projects/{projectId}',
      'skipped',
      'No member token configured (--member-token): the member view cannot be compared',
      { skip: 1 },
    ),
    result('content-type-json', 'GEN.JSON', 'PATCH /projects/{projectId}', 'passed', 'Every body declared application/json', { pass: 163 }),
    result('content-type-json', 'GEN.JSON', 'POST /projects/{projectId}/people', 'passed', 'Every body declared application/json', { pass: 61 }),
    result('content-type-json', 'GEN.JSON', 'PATCH /timesheets/{timesheetId}', 'passed', 'Every body declared application/json', { pass: 25 }),
    result('unknown-ids', 'PATH.IDS', 'DELETE /projects/{projectId}/people/{personId}', 'passed', 'Unknown ids were never answered 5xx', {
      pass: 4,
      observe: 1,
    }),
    result('version-segment', 'VERSION.V1', '*', 'passed', 'The base URL carries the v1 segment', { pass: 1 }),
  ];
}

export function fixtureObservations(planted = true): Observation[] {
  return [
    {
      check: 'unknown-ids',
      requirement: 'PATH.IDS',
      operation: 'DELETE /projects/{projectId}/people/{personId}',
      message: 'An unknown personId was answered 200 (idempotent DELETE)',
    },
    {
      check: 'auth-required',
      requirement: 'ERROR.OTHER_STATUSES',
      operation: 'PATCH /projects/{projectId}',
      message: `A request without a token was answered 401${planted ? ` with ${HOSTILE}` : ''}`,
    },
    {
      check: 'timesheet-shape',
      requirement: 'TIMESHEET.SHAPE_RULE',
      operation: 'PATCH /timesheets/{timesheetId}',
      message: 'Timesheet t1 came back in shape A (person timesheet)',
    },
  ];
}

/** A realistic report: every status, evidence built by the engine, traffic counted by the engine. */
export function buildRunReport(planted = true): RunReport {
  const traffic = newTraffic();
  for (const item of fixtureExchanges(planted)) countExchange(traffic, item.response?.status ?? 'none', item.durationMs);
  const results = fixtureResults(planted);
  const observations = fixtureObservations(planted);
  return {
    tool: {
      name: 'pm-conformance',
      version: '0.1.0',
      specSha256: 'd3b7679cf5e625987d9aa22467a051fed48291fa3ed554a312804c05ecea16c9',
      catalogueVersion: '1.0.0',
      suiteSha256: '9c1f0a4be2d35e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f',
    },
    run: {
      kind: 'run',
      baseUrl: BASE,
      embedded: false,
      seed: 424242,
      numRuns: 100,
      startedAt: '2025-03-01T10:00:00.000Z',
      finishedAt: '2025-03-01T10:02:31.500Z',
      command: RERUN,
    },
    summary: summaryOf(results, observations),
    results,
    observations,
    traffic: trafficFigures(traffic),
    restore: {
      restored: ['person x9 removed from project p1', 'project p1: budget put back to 100'],
      leftovers: ['project p1: customProperties could not be restored'],
    },
  };
}

export const withStatus = (report: RunReport, status: ResultStatus) => report.results.filter((item) => item.status === status);
