/**
 * What the run sent and received per operation, folded as exchanges come: counts by status and sets
 * of field paths (see body-coverage/field-path.ts), "path=value" and bounds, never lists of exchanges
 * (a run can have 100,000). Serialisable (shard files) and merged by adding counts and uniting sets:
 * shards merge to their union.
 */
export interface OperationFold {
  exchanges: number;
  statuses: Record<string, number>;
  valid: Record<string, number>;
  invalid: Record<string, number>;
  enums: Record<string, number>;
  bounds: Record<string, number>;
  /** Round-trip outcomes (round-trip.ts): JSON [path, class, outcome] keys marked 1; absent in shard files of earlier versions. */
  roundTrip?: Record<string, number>;
}

export type CoverageFold = Record<string, OperationFold>;

export const newOperationFold = (): OperationFold => ({ exchanges: 0, statuses: {}, valid: {}, invalid: {}, enums: {}, bounds: {} });

export const bump = (counts: Record<string, number>, key: string, by = 1) => {
  counts[key] = (counts[key] ?? 0) + by;
};

/** Sets (paths, enum values, bounds) are kept as keys marked 1: merging takes the union. */
export const mark = (set: Record<string, number>, key: string) => {
  set[key] = 1;
};

export function mergeCoverage(into: CoverageFold, from: CoverageFold): void {
  for (const [operation, source] of Object.entries(from)) {
    const target = (into[operation] ??= newOperationFold());
    target.exchanges += source.exchanges;
    for (const [status, count] of Object.entries(source.statuses)) bump(target.statuses, status, count);
    for (const key of ['valid', 'invalid', 'enums', 'bounds'] as const) for (const name of Object.keys(source[key])) mark(target[key], name);
    for (const name of Object.keys(source.roundTrip ?? {})) mark((target.roundTrip ??= {}), name);
  }
}
