import { describe, expect, it } from 'vitest';
import type { RunReport } from '../../engine/report/model.js';
import { latencyChanges } from '../../engine/results/latency-change.js';
import { countExchange, newTraffic, trafficFigures } from '../../engine/results/traffic.js';
import { latencyLines } from '../../reports/common/latency-text.js';
import { compareWith } from '../../reports/gates/compare.js';
import { responseTime } from '../../suites/checks/exchange/response-time.js';
import { exchange } from './exchange-factory.js';

const PATCH = 'PATCH /projects/{projectId}';
const DELETE = 'DELETE /projects/{projectId}/people/{personId}';

function figures(samples: Record<string, number[]>) {
  const traffic = newTraffic();
  for (const [operation, times] of Object.entries(samples)) for (const ms of times) countExchange(traffic, 200, ms, operation);
  return trafficFigures(traffic);
}

describe('latency per operation', () => {
  it('gives p50, p95 and max of each operation from its own answers', () => {
    const times = Array.from({ length: 100 }, (_, i) => i + 1);
    const traffic = figures({ [PATCH]: times, [DELETE]: [5, 7, 300] });
    expect(traffic.latencyByOperation?.[PATCH]).toEqual({ exchanges: 100, p50: 50, p95: 95, max: 100 });
    expect(traffic.latencyByOperation?.[DELETE]).toEqual({ exchanges: 3, p50: 7, p95: 300, max: 300 });
    expect(traffic.exchanges).toBe(103);
  });

  it('prints one console line per run, and the change against a previous report', () => {
    const before = figures({ [PATCH]: [2, 2, 10] });
    const after = figures({ [PATCH]: [4, 4, 30], [DELETE]: [1] });
    const previous = { run: { startedAt: '2026-01-01T00:00:00.000Z' }, results: [], traffic: before };
    const report = compareWith({ results: [], traffic: after } as unknown as RunReport, previous, 'old/report.json');
    expect(report.latencyChange).toEqual({
      against: 'old/report.json',
      operations: [{ operation: PATCH, before: before.latencyByOperation?.[PATCH], after: after.latencyByOperation?.[PATCH] }],
    });
    const [perOperation, change] = latencyLines(report);
    expect(perOperation).toBe(`Latency per operation (ms, p50/p95/max): ${DELETE} 1/1/1 · ${PATCH} 4/30/30`);
    expect(change).toBe(`Latency change against old/report.json (ms, p50 and p95): ${PATCH} 2→4, 10→30`);
  });

  it('shows no change against a report of an earlier version (no figures per operation)', () => {
    expect(latencyChanges(undefined, figures({ [PATCH]: [1] }).latencyByOperation)).toEqual([]);
  });
});

describe('--max-response-time', () => {
  const slow = { ...exchange({}), durationMs: 350 };
  it('warns on an answer slower than the bound, naming its time', () => {
    const [finding] = responseTime.run(slow, { requireDeprecationHeaders: false, maxResponseTimeMs: 200 });
    expect(finding?.verdict).toBe('warn');
    expect(finding?.message).toContain('350 ms, slower than --max-response-time 200 ms');
  });
  it('passes an answer within the bound, and judges nothing without the option', () => {
    expect(responseTime.run(slow, { requireDeprecationHeaders: false, maxResponseTimeMs: 400 }).map((f) => f.verdict)).toEqual(['pass']);
    expect(responseTime.run(slow, { requireDeprecationHeaders: false })).toEqual([]);
  });
});
