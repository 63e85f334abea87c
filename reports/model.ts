import type { Level, RequirementId } from '../specs/requirements.js';

/** Status of one result row in report.json (the contract of the run, keep it stable). */
export type ResultStatus = 'passed' | 'failed' | 'warning' | 'skipped';

/** Request/response excerpts attached to a result; tokens are already redacted. */
export interface Evidence {
  readonly request: { readonly method: string; readonly url: string; readonly headers: Record<string, string>; readonly body?: string };
  readonly response?: { readonly status: number; readonly headers: Record<string, string>; readonly body?: string };
  readonly problem?: string;
}

/** One row: a check on one operation. */
export interface Result {
  readonly check: string;
  readonly requirement: RequirementId;
  readonly level: Level;
  /** "PATCH /projects/{projectId}", or "*" for checks that are not tied to one operation. */
  readonly operation: string;
  readonly status: ResultStatus;
  readonly message: string;
  /** `Reproduce with:` — a curl command using $PMC_TOKEN, with the shrunk payload. */
  readonly reproduction?: string;
  readonly evidence?: Evidence;
  readonly counterexample?: unknown;
  /** How many findings of each verdict the check produced for this operation. */
  readonly counts: { readonly pass: number; readonly fail: number; readonly warn: number; readonly observe: number; readonly skip: number };
}

/** Behaviour the spec leaves "not shown", as the server showed it. */
export interface Observation {
  readonly check: string;
  readonly requirement: RequirementId;
  readonly operation: string;
  readonly message: string;
}

export interface TrafficFigures {
  readonly exchanges: number;
  readonly statuses: Record<string, number>;
  readonly latencyMs: { readonly p50: number; readonly p99: number };
}

export interface RestoreOutcome {
  readonly restored: string[];
  /** What could not be put back: the user must clean it up. */
  readonly leftovers: string[];
}

/** Everything a reporter needs; report.json is this object. */
export interface RunReport {
  readonly tool: { readonly name: string; readonly version: string; readonly specSha256: string; readonly catalogueVersion: string; readonly suiteSha256: string };
  readonly run: {
    readonly kind: 'run' | 'deprecations' | 'pact-check' | 'baseline' | 'traffic' | 'diff';
    readonly baseUrl: string;
    readonly embedded: boolean;
    readonly seed: number;
    readonly numRuns: number;
    readonly startedAt: string;
    readonly finishedAt: string;
    readonly shard?: string;
    /** The command line that reproduces this run (tokens as $PMC_* variables). */
    readonly command: string;
  };
  readonly summary: { readonly passed: number; readonly failed: number; readonly warnings: number; readonly skipped: number; readonly observations: number };
  readonly results: Result[];
  readonly observations: Observation[];
  readonly traffic: TrafficFigures;
  readonly restore?: RestoreOutcome;
}
