import { describe, expect, it } from 'vitest';
import type { UnitFindings } from '../../engine/results/collected.js';
import { newRow, type Row } from '../../engine/results/row.js';
import { newTraffic } from '../../engine/results/traffic.js';
import { progressLine } from '../../runner/progress-line.js';
import type { RequirementId } from '../../specs/requirements.js';

const row = (check: string, requirement: string, counts: Partial<Row['counts']>, skip?: string): Row => {
  const made = newRow({ check, operation: 'PATCH /projects/{projectId}', requirement: requirement as RequirementId });
  Object.assign(made.counts, counts);
  if (skip) made.skip = skip;
  return made;
};
const unit = (rows: Row[], exchanges: number): UnitFindings => ({
  unit: 'own-check PATCH /projects/{projectId}',
  index: 0,
  rows,
  traffic: { ...newTraffic(), exchanges },
  coverage: {},
});

describe('a unit progress line', () => {
  it('prints a skipped unit as skipped, with its reason, never as a pass', () => {
    expect(progressLine('own-check', unit([row('own-check', 'GEN.JSON', { skip: 1 }, 'needs --other-org-token')], 0))).toBe(
      '- own-check PATCH /projects/{projectId} skipped: needs --other-org-token',
    );
  });

  it("counts its own check's rows, not the samples behind them, and the exchange checks apart", () => {
    const rows = [
      row('own-check', 'GEN.JSON', { pass: 30, fail: 310 }),
      row('own-check', 'GEN.ANSWERS', { pass: 340 }),
      row('response-schema', 'PROJECT.RESPONSE', { pass: 10, fail: 200 }),
      row('no-server-error', 'GEN.ANSWERS', { pass: 300, warn: 1860 }),
    ];
    expect(progressLine('own-check', unit(rows, 340))).toBe(
      '✗ own-check PATCH /projects/{projectId} (340 exchanges, 1 requirement failed, exchange checks on its traffic: 1 failed, 1 with warnings)',
    );
    expect(progressLine('own-check', unit(rows.slice(1, 2), 1))).toBe('✓ own-check PATCH /projects/{projectId} (1 exchange)');
  });

  it('marks a failure the --accept file covers as accepted, not ✗', () => {
    const rows = [row('own-check', 'GEN.JSON', { pass: 3, fail: 2 })];
    const accepted = (candidate: Row) => candidate.check === 'own-check';
    expect(progressLine('own-check', unit(rows, 5), accepted)).toBe('≈ own-check PATCH /projects/{projectId} (5 exchanges, 1 requirement failed, accepted)');
    expect(progressLine('own-check', unit(rows, 5), () => false)).toMatch(/^✗ /);
  });

  it('never marks a unit whose requirements rest only on answers that said "not now" as passed', () => {
    const limited = row('own-check', 'PATH.IDS', { observe: 5, 'not-assessable': 5 });
    limited.notNow = 5;
    limited.notAssessable = 'rate limited: PATCH answered 429 (still 429 after 3 retries)';
    const observed = row('own-check', 'ERROR.OTHER_STATUSES', { observe: 2 });
    expect(progressLine('own-check', unit([limited, observed], 5))).toBe(
      '? own-check PATCH /projects/{projectId} (5 exchanges, 1 requirement not assessed: rate limited: PATCH answered 429 (still 429 after 3 retries))',
    );
    // Beside a requirement passed on judged answers, the unit passed, and the line still counts what was not assessed.
    const judged = row('own-check', 'GEN.JSON', { pass: 3 });
    expect(progressLine('own-check', unit([limited, judged], 8))).toBe(
      '✓ own-check PATCH /projects/{projectId} (8 exchanges, 1 requirement not assessed: rate limited: PATCH answered 429 (still 429 after 3 retries))',
    );
  });

  it('marks a unit whose check reported nothing of its own as not assessed, not passed', () => {
    // Every answer said "not now": the samples were set aside, only the exchange checks saw the traffic.
    const rows = [row('status-documented', 'LIMITS.RATE', { observe: 8 })];
    expect(progressLine('own-check', unit(rows, 8))).toBe('? own-check PATCH /projects/{projectId} (8 exchanges, nothing of its own judged)');
  });
});
