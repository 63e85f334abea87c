import { describe, expect, it } from 'vitest';
import { applyAcceptance, isExpired, matches } from '../../../reports/gates/accept.js';
import type { LocatedEntry } from '../../../specs/accept-file-schema.js';
import { buildRunReport, withStatus } from '../fixture.js';

const report = buildRunReport(false);
const [budget, crash] = withStatus(report, 'failed') as [
  NonNullable<ReturnType<typeof withStatus>[number]>,
  NonNullable<ReturnType<typeof withStatus>[number]>,
];
const entry = (fields: Partial<LocatedEntry>, index = 0): LocatedEntry => ({
  check: budget.check,
  reason: 'fix scheduled',
  expires: '2025-03-01',
  entry: index,
  line: index * 5 + 2,
  ...fields,
});
const RUN_START = new Date('2025-03-01T10:00:00.000Z');

describe('isExpired (end of the expires day, UTC)', () => {
  it.each([
    ['2025-03-01', '2025-03-01T23:59:59.999Z', false],
    ['2025-03-01', '2025-03-02T00:00:00.000Z', true],
    ['2025-02-28', '2025-03-01T10:00:00.000Z', true],
    ['2026-01-01', '2025-03-01T10:00:00.000Z', false],
  ])('%s judged at %s → expired %s', (expires, at, expected) => {
    expect(isExpired(expires, new Date(at))).toBe(expected);
  });
});

describe('matches', () => {
  it.each<[string, Partial<LocatedEntry>, boolean]>([
    ['check only', {}, true],
    ['check, requirement and operation', { requirement: budget.requirement, operation: budget.operation }, true],
    ['another operation', { operation: 'POST /projects/{projectId}/people' }, false],
    ['another requirement', { requirement: 'PROJECT.BUDGET' }, false],
    ['another check', { check: 'no-server-error' }, false],
    ['message pattern found', { message: 'budget below its minimum' }, true],
    ['message pattern absent', { message: '^Received 500' }, false],
  ])('%s → %s', (_name, fields, expected) => {
    expect(matches(entry(fields), budget)).toBe(expected);
  });
});

describe('applyAcceptance', () => {
  it('turns a matched failure into accepted with its reason and expiry, and leaves the others failed', () => {
    const gated = applyAcceptance(report, [entry({ operation: budget.operation })], 'accept.yaml', RUN_START);
    const accepted = gated.results.find((result) => result.check === budget.check && result.operation === budget.operation);
    expect(accepted).toMatchObject({
      status: 'accepted',
      message: budget.message,
      acceptance: { reason: 'fix scheduled', expires: '2025-03-01', entry: 0, line: 2 },
    });
    expect(gated.results.find((result) => result.check === crash.check)?.status).toBe('failed');
    expect(gated.summary).toMatchObject({ failed: report.summary.failed - 1, accepted: 1 });
    expect(gated.acceptance).toEqual({
      file: 'accept.yaml',
      judgedAt: RUN_START.toISOString(),
      entries: [expect.objectContaining({ state: 'active', matched: 1, reason: 'fix scheduled' })],
    });
  });

  it('an expired entry accepts nothing and is reported with the failures it no longer covers', () => {
    const gated = applyAcceptance(report, [entry({ expires: '2025-02-28' })], 'accept.yaml', RUN_START);
    expect(withStatus(gated, 'failed')).toHaveLength(withStatus(report, 'failed').length);
    expect(gated.summary.accepted).toBe(0);
    expect(gated.acceptance?.entries).toEqual([expect.objectContaining({ state: 'expired', matched: 1 })]);
  });

  it('an unexpired entry that matches nothing is stale, and accepts nothing', () => {
    const gated = applyAcceptance(report, [entry({ check: 'content-type-json' })], 'accept.yaml', RUN_START);
    expect(gated.acceptance?.entries).toEqual([expect.objectContaining({ state: 'stale', matched: 0 })]);
    expect(gated.results).toEqual(report.results);
  });

  it.each(['custom-property-visibility', 'a-check-of-another-shard'])(
    'an entry whose check did not run (%s: skipped or absent) is not-run, not stale',
    (check) => {
      const gated = applyAcceptance(report, [entry({ check })], 'accept.yaml', RUN_START);
      expect(gated.acceptance?.entries).toEqual([expect.objectContaining({ state: 'not-run', matched: 0 })]);
    },
  );

  it('never accepts a warning, a pass or a skip', () => {
    const everything = [...new Set(report.results.map((result) => result.check))].map((check, index) => entry({ check }, index));
    const gated = applyAcceptance(report, everything, 'accept.yaml', RUN_START);
    expect(
      gated.results
        .filter((result) => result.status === 'accepted')
        .map((result) => result.check)
        .sort(),
    ).toEqual(
      withStatus(report, 'failed')
        .map((result) => result.check)
        .sort(),
    );
    expect(withStatus(gated, 'warning')).toEqual(withStatus(report, 'warning'));
  });
});
