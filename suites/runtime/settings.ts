import type { ConnectionConfig } from '../../engine/connection.js';
import type { Row } from '../../engine/results/row.js';
import type { Traffic } from '../../engine/results/traffic.js';

/** Everything the CLI hands to the suites (through vitest's provide/inject). */
export interface RunSettings {
  readonly connection: ConnectionConfig;
  readonly seed: number;
  /** Random samples per property (after the deterministic coverage phase). */
  readonly numRuns: number;
  /** Requests of one property fired at once (stateful sequences stay ordered). */
  readonly concurrency: number;
  /** Requests per second, when bounded. */
  readonly rate?: number;
  readonly timeoutMs: number;
  readonly maxBodyBytes: number;
  readonly retry: { readonly maxRetries: number; readonly maxWaitMs: number };
  readonly only: readonly string[];
  readonly exclude: readonly string[];
  readonly requireDeprecationHeaders: boolean;
  /** JSON-lines file of people added/removed, read by the restore. */
  readonly journalFile: string;
  /** JSON-lines file of exchanges, turned into HAR by --record. */
  readonly trafficFile?: string;
  /** Command line that reproduces this run (tokens as $PMC_* variables). */
  readonly rerunCommand: string;
}

/** What one vitest test carries to the reporters. */
export interface TaskFindings {
  readonly rows: Row[];
  readonly traffic: Traffic;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pmcSettings: RunSettings;
  }
  interface TaskMeta {
    pmc?: TaskFindings;
  }
}
