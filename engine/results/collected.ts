import { mergeRow, rowKey, type Row } from './row.js';
import { mergeTraffic, newTraffic, type Traffic } from './traffic.js';
import { mergeCoverage, type CoverageFold } from './coverage.js';

/** What one check × operation produced: its rows, its traffic and what it sent each operation. */
export interface UnitFindings {
  /** "check-id METHOD /path": the unit's name in progress lines, vitest test names and shard files. */
  readonly unit: string;
  /** Position of the unit in the run's plan: shards are folded back in this order. */
  readonly index: number;
  readonly rows: Row[];
  readonly traffic: Traffic;
  readonly coverage: CoverageFold;
  /** When the unit started (ISO 8601) and its wall time in ms, its restore included (absent: not measured, as in older shard files). */
  readonly startedAt?: string;
  readonly durationMs?: number;
  /** What the unit cost: the requests it sent (its restore's included) and how many of them waited on one another. */
  readonly cost?: { readonly requests: number; readonly roundTrips: number };
}

/** What a run produced, folded over its units in plan order (live, or read back from shards). */
export interface Collected {
  readonly rows: Row[];
  readonly traffic: Traffic;
  /** What each operation was sent and answered (runs of the suite only). */
  readonly coverage?: CoverageFold;
  /** Problems of the suite itself: tool errors. */
  readonly errors: string[];
  /** Each measured unit's wall time in ms, by unit name ("check-id METHOD /path"). */
  readonly durations?: Readonly<Record<string, number>>;
}

/**
 * Folds units in plan order, whatever order they arrive in: a merge of shards folds exactly like a
 * single run, so the first failure a row keeps is the same.
 */
export function foldUnits(units: readonly UnitFindings[], errors: readonly string[] = []): Collected {
  const rows = new Map<string, Row>();
  const traffic = newTraffic();
  const coverage: CoverageFold = {};
  const durations: Record<string, number> = {};
  for (const unit of [...units].sort((a, b) => a.index - b.index)) {
    if (unit.durationMs !== undefined) durations[unit.unit] = (durations[unit.unit] ?? 0) + unit.durationMs;
    mergeTraffic(traffic, unit.traffic);
    mergeCoverage(coverage, unit.coverage);
    for (const row of unit.rows) {
      const existing = rows.get(rowKey(row));
      if (existing) mergeRow(existing, row);
      else rows.set(rowKey(row), structuredClone(row));
    }
  }
  return { rows: [...rows.values()], traffic, coverage, errors: [...errors], ...(Object.keys(durations).length > 0 ? { durations } : {}) };
}
