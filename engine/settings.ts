import type { ConnectionConfig } from './connection.js';
import type { Snapshot } from './fixture-state/fixtures.js';
import type { Readers } from './fixture-state/document-reader.js';
import { cliCommand, connectionArgs } from './shell-command.js';

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
  /** --max-response-time: an answer slower than this many milliseconds is a warning (LIMITS.RESPONSE_TIME). */
  readonly maxResponseTimeMs?: number;
  /** --allow-irreversible: statuses that may lock a document (approved) are sent before the run has seen them left. */
  readonly allowIrreversible?: boolean;
  /** --minimize-budget: requests each failure may spend reducing its reproduction (0: not reduced). */
  readonly minimizeBudget?: number;
  /** --certify: the certification profile (runner/certification.ts decides the verdict). */
  readonly certify?: boolean;
  /**
   * --allow-unrestorable: with no read of a document (neither GET nor PATCH {}), the writes a
   * conforming server accepts are sent all the same, though the run cannot put them back.
   */
  readonly allowUnrestorable?: boolean;
}

export const DEFAULTS = {
  numRuns: 40,
  concurrency: 4,
  timeoutMs: 10_000,
  maxBodyBytes: 4 * 1024 * 1024,
  minimizeBudget: 100,
  retry: { maxRetries: 3, maxWaitMs: 10_000, budgetMs: 60_000 },
} as const;

/**
 * How long the restore at the end of a run waits for a server that stopped answering (or answers
 * 502/503/504) to come back before it lists what it could not put back.
 */
export const restoreWaitMs = (timeoutMs: number) => 5 * timeoutMs;

/**
 * How long the final restore waits once the circuit breaker has opened (the server stopped answering
 * mid-run): shorter, so that such a run ends within a minute with the default --timeout.
 */
export const breakerRestoreMs = (timeoutMs: number) => 2 * timeoutMs;

/**
 * The command line that reproduces a run, one line bash runs as printed: tokens stay in $PMC_*
 * variables, never on the line; URL and fixture ids are flags. No URL: the embedded reference server.
 */
export function rerunCommand(connection: ConnectionConfig | undefined, tunables: Tunables): string {
  const parts = ['run', ...(tunables.certify ? ['--certify'] : []), `--seed ${tunables.seed}`, `--num-runs ${tunables.numRuns}`];
  if (tunables.strict) parts.push('--strict');
  if (tunables.allowIrreversible) parts.push('--allow-irreversible');
  if (tunables.allowUnrestorable) parts.push('--allow-unrestorable');
  if (tunables.requireDeprecationHeaders) parts.push('--require-deprecation-headers');
  if (tunables.maxResponseTimeMs !== undefined) parts.push(`--max-response-time ${tunables.maxResponseTimeMs}`);
  if (connection) parts.push(...connectionArgs(connection));
  return cliCommand(...parts);
}

/** Everything a check sees of the run: its tunables, the server, the fixtures as the run found them. */
export interface RunSettings extends Tunables {
  readonly connection: ConnectionConfig;
  readonly retry: { readonly maxRetries: number; readonly maxWaitMs: number; readonly budgetMs: number };
  /** The fixtures as the run found them: every group puts them back before the next one starts. */
  readonly snapshot: Snapshot;
  /** The reader of each fixture document (resolved at the start of the run, or forced by --read-with); absent: PATCH {}. */
  readonly readers?: Readers;
  /** Command line that reproduces this run (tokens as $PMC_* variables). */
  readonly rerunCommand: string;
}
