import type { ConnectionConfig } from './connection.js';
import type { Snapshot } from './fixtures/fixtures.js';

/** Tunables of a run, with the defaults a CI gate gets without saying anything. */
export interface Tunables {
  readonly seed: number;
  /** Random samples per property (after the deterministic coverage phase). */
  readonly numRuns: number;
  /** Requests of one property fired at once (stateful sequences stay ordered). */
  readonly concurrency: number;
  /** Requests per second, when bounded. */
  readonly rate?: number;
  readonly timeoutMs: number;
  readonly maxBodyBytes: number;
  readonly only: readonly string[];
  readonly exclude: readonly string[];
  readonly requireDeprecationHeaders: boolean;
  /** --strict: the input-validation SHOULDs fail (engine/verdict.ts). */
  readonly strict: boolean;
  /** --allow-irreversible: statuses that may lock a document (approved) are sent before the run has seen them left. */
  readonly allowIrreversible?: boolean;
}

export const DEFAULTS = {
  numRuns: 40,
  concurrency: 4,
  timeoutMs: 10_000,
  maxBodyBytes: 4 * 1024 * 1024,
  retry: { maxRetries: 3, maxWaitMs: 10_000, budgetMs: 60_000 },
} as const;

/**
 * How long the restore at the end of a run waits for a server that stopped answering (or answers
 * 502/503/504) to come back before it lists what it could not put back.
 */
export const restoreWaitMs = (timeoutMs: number) => 5 * timeoutMs;

/** The command line that reproduces a run: tokens stay in $PMC_* variables, never on the line. */
export function rerunCommand(connection: ConnectionConfig | undefined, tunables: Tunables): string {
  const parts = ['pm-conformance run', `--seed ${tunables.seed}`, `--num-runs ${tunables.numRuns}`];
  if (tunables.strict) parts.push('--strict');
  if (tunables.allowIrreversible) parts.push('--allow-irreversible');
  if (tunables.requireDeprecationHeaders) parts.push('--require-deprecation-headers');
  if (connection) parts.push(`--base-url ${connection.baseUrl}`, '(tokens and fixture ids from $PMC_* or --config)');
  return parts.join(' ');
}

/** Everything a check sees of the run: its tunables, the server, the fixtures as the run found them. */
export interface RunSettings extends Tunables {
  readonly connection: ConnectionConfig;
  readonly retry: { readonly maxRetries: number; readonly maxWaitMs: number; readonly budgetMs: number };
  /** The fixtures as the run found them: every group puts them back before the next one starts. */
  readonly snapshot: Snapshot;
  /** Command line that reproduces this run (tokens as $PMC_* variables). */
  readonly rerunCommand: string;
}
