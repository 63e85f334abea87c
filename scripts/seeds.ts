import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runConformance } from '../api/run-conformance.js';
import { ToolError } from '../engine/tool-error.js';

/** One full run against the embedded reference server. */
export interface SeedOutcome {
  readonly seed: number;
  readonly failed: number;
  readonly passed: number;
  readonly warnings: number;
  /** "check operation: message" per failed result, to reproduce with `run --seed`. */
  readonly failures: string[];
  readonly ms: number;
}

/**
 * The flakiness probe: the full conformance run, default settings, against the embedded reference
 * server (which conforms), once per seed. Every seed must give zero failures.
 */
export async function runSeeds(seeds: readonly number[], onSeed: (outcome: SeedOutcome) => void = () => {}): Promise<SeedOutcome[]> {
  const outcomes: SeedOutcome[] = [];
  for (const seed of seeds) {
    const started = Date.now();
    const report = await runConformance({ seed });
    const failures = report.results.filter((result) => result.status === 'failed').map((result) => `${result.check} ${result.operation}: ${result.message}`);
    const outcome = {
      seed,
      failed: report.summary.failed,
      passed: report.summary.passed,
      warnings: report.summary.warnings,
      failures,
      ms: Date.now() - started,
    };
    outcomes.push(outcome);
    onSeed(outcome);
  }
  return outcomes;
}

/** `seeds [count] [--from S | --random]`: seeds S, S+1, … (default 1), or random ones. */
export function seedsFromArgs(args: readonly string[], random = () => Math.floor(Math.random() * 2 ** 31)): number[] {
  const positional = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--from');
  const count = positional[0] === undefined ? 20 : Number(positional[0]);
  if (!Number.isInteger(count) || count < 1 || positional.length > 1)
    throw new ToolError(`usage: seeds [count] [--from S | --random], got "${args.join(' ')}"`);
  const fromIndex = args.indexOf('--from');
  const from = fromIndex === -1 ? 1 : Number(args[fromIndex + 1]);
  if (!Number.isInteger(from) || from < 0) throw new ToolError(`--from must be an integer >= 0, got "${args[fromIndex + 1] ?? ''}"`);
  if (args.includes('--random')) return Array.from({ length: count }, random);
  return Array.from({ length: count }, (_, index) => from + index);
}

export function seedLine(outcome: SeedOutcome): string {
  const head = `seed ${outcome.seed}: ${outcome.failed} failure${outcome.failed === 1 ? '' : 's'} (${outcome.passed} passed, ${outcome.warnings} warnings) in ${(outcome.ms / 1000).toFixed(1)} s`;
  return [head, ...outcome.failures.map((failure) => `  ✗ ${failure.split('\n')[0]}`)].join('\n');
}

export function totalLine(outcomes: readonly SeedOutcome[]): string {
  const failed = outcomes.reduce((sum, outcome) => sum + outcome.failed, 0);
  const failing = outcomes.filter((outcome) => outcome.failed > 0).map((outcome) => outcome.seed);
  return `total: ${failed} failures over ${outcomes.length} seeds${failing.length ? ` (failing seeds: ${failing.join(', ')})` : ''}`;
}

async function main(args: readonly string[]): Promise<number> {
  try {
    const outcomes = await runSeeds(seedsFromArgs(args), (outcome) => process.stdout.write(`${seedLine(outcome)}\n`));
    process.stdout.write(`${totalLine(outcomes)}\n`);
    return outcomes.some((outcome) => outcome.failed > 0) ? 1 : 0;
  } catch (error) {
    process.stderr.write(`seeds: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}\n`);
    return 2;
  }
}

// Run as a script (npm run seeds -- 20), not when imported by a test.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = await main(process.argv.slice(2));
