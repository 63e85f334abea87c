import { describe, expect, it } from 'vitest';
import { applyAcceptance, isExpired, matches } from '../../../reports/gates/accept.js';
import { entryProblems } from '../../../reports/common/gates-text.js';
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

describe('entries kept honest: matched counts, stale and broad, no entry widening another', () => {
  const budgetOnly = entry({ operation: budget.operation, requirement: budget.requirement }, 1);
  const checkOnly = entry({}, 0);

  it('an entry that names only its check and matched every failure of it is broad, and listed as a warning', () => {
    const gated = applyAcceptance(report, [checkOnly], 'accept.yaml', RUN_START);
    const failuresOfCheck = report.results.filter((result) => result.status === 'failed' && result.check === budget.check).length;
    expect(gated.acceptance?.entries[0]).toMatchObject({ state: 'active', matched: failuresOfCheck, broad: true });
    expect(entryProblems(gated)).toEqual([expect.stringMatching(/^Broad accept entry 1, line 2 matched every failure of /)]);
  });

  it('an entry pinned to check, requirement, operation and message is never broad', () => {
    const pinned = entry({ operation: budget.operation, requirement: budget.requirement, message: 'budget' });
    const gated = applyAcceptance(report, [pinned], 'accept.yaml', RUN_START);
    expect(gated.acceptance?.entries[0]?.broad).toBeUndefined();
  });

  it('an entry that matched nothing is stale, and says how to prune it', () => {
    const gated = applyAcceptance(report, [entry({ message: 'nothing says this' })], 'accept.yaml', RUN_START);
    expect(gated.acceptance?.entries[0]).toMatchObject({ state: 'stale', matched: 0 });
    expect(entryProblems(gated)[0]).toMatch(/^Stale accept entry 1, line 2 matched no failure: .*\(accept --prune\)/);
  });

  it('a broad entry listed first neither takes over nor widens a narrower one: each counts its own matches', () => {
    const alone = applyAcceptance(report, [{ ...budgetOnly, entry: 0 }], 'accept.yaml', RUN_START);
    const both = applyAcceptance(report, [checkOnly, budgetOnly], 'accept.yaml', RUN_START);
    expect(both.acceptance?.entries[1]?.matched).toBe(alone.acceptance?.entries[0]?.matched);
    expect(both.acceptance?.entries[1]?.state).toBe('active');
    // The failure the narrow entry describes is accepted with the narrow entry's reason and line.
    const accepted = both.results.find((result) => result.check === budget.check && result.operation === budget.operation);
    expect(accepted?.acceptance?.entry).toBe(1);
  });
});
