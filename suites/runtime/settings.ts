import type { ConnectionConfig } from '../../engine/connection.js';
import type { Row } from '../../engine/results/row.js';
import type { Traffic } from '../../engine/results/traffic.js';
import type { CoverageFold } from '../../engine/results/coverage.js';
import type { SnapshotEntries } from '../../engine/runner/fixtures.js';
import type { Tunables } from '../../engine/runner/settings.js';

/** Everything the CLI hands to the suites (through vitest's provide/inject): the run's tunables and more. */
export interface RunSettings extends Tunables {
  readonly connection: ConnectionConfig;
  readonly retry: { readonly maxRetries: number; readonly maxWaitMs: number; readonly budgetMs: number };
  /** JSON-lines file of people added/removed, read by the restore. */
  readonly journalFile: string;
  /** Present once the run is interrupted: no further check starts (the ones in flight finish). */
  readonly stopFile: string;
  /** JSON-lines file of exchanges, turned into HAR by --record. */
  readonly trafficFile?: string;
  /** The fixtures as the run found them: every group puts them back before the next one starts. */
  readonly snapshot: SnapshotEntries;
  /** Command line that reproduces this run (tokens as $PMC_* variables). */
  readonly rerunCommand: string;
}

/** What one vitest test carries to the reporters. */
export interface TaskFindings {
  readonly rows: Row[];
  readonly traffic: Traffic;
  /** Per operation: statuses, fields sent valid/invalid, enum values, bounds (absent in blobs of older versions). */
  readonly coverage?: CoverageFold;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pmcSettings: RunSettings;
  }
  interface TaskMeta {
    pmc?: TaskFindings;
  }
}
