import { describe, expect, it } from 'vitest';
import type { Exchange } from '../../engine/exchange.js';
import { ServedTally } from '../../runner/operation-served.js';
import type { OperationKey } from '../../specs/operations.js';

const CONNECTION = { projectId: 'p1', timesheetId: 't1' };

function exchange(operation: OperationKey, path: string, status: number): Exchange {
  return {
    request: { method: operation.split(' ')[0] as string, url: `http://x/v1${path}`, operation, headers: {} },
    response: { status, headers: {}, bodyText: '' },
    startedAt: '2025-01-01T00:00:00.000Z',
    durationMs: 1,
    purpose: 'test',
  };
}

const PATCH = 'PATCH /projects/{projectId}';
const TIMESHEET = 'PATCH /timesheets/{timesheetId}';
// What one run saw, split over three shards as `run --shard i/3` splits it.
const SHARDS: Exchange[][] = [
  [exchange(PATCH, '/projects/p1', 200), exchange(TIMESHEET, '/timesheets/t1', 404)],
  [exchange(PATCH, '/projects/p1', 400)],
  [exchange(PATCH, '/projects/p1', 200), exchange(TIMESHEET, '/timesheets/t1', 404)],
];

describe('OPERATION.SERVED over shards', () => {
  it('judges the tallies of shards added together as one run judges all their answers', () => {
    const single = new ServedTally(CONNECTION);
    for (const seen of SHARDS.flat()) single.count(seen);
    const merged = new ServedTally();
    for (const shard of SHARDS) {
      const own = new ServedTally(CONNECTION);
      for (const seen of shard) own.count(seen);
      merged.add(JSON.parse(JSON.stringify(own.data())) as ReturnType<ServedTally['data']>);
    }
    const rows = merged.findings(7).rows;
    expect(rows).toEqual(single.findings(7).rows);
    // One row per operation, whatever the number of shards: PATCH served, the timesheet answered only 404.
    expect(rows).toHaveLength(2);
    const counts = Object.fromEntries(rows.map((row) => [row.operation, row.counts]));
    expect(counts[TIMESHEET]).toMatchObject({ fail: 1, pass: 0 });
    expect(counts[PATCH]).toMatchObject({ pass: 1, fail: 0 });
  });
});
