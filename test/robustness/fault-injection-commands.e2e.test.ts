import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceServer, type RunningReference } from '../../reference/index.js';
import { runCli, runCliInProcess, workDir, writeConfig, type CliResult } from '../e2e/cli.js';
import { faultAfter, faultModes, startMisbehavingServer, type FaultMode } from './harness/index.js';
import { changedIds, TIMEOUT_MS } from './run-through.js';

/**
 * With the default --timeout (10 s): the breaker opens within two timeouts and a 3 s probe of the
 * first unanswered request; the restore (diff) waits 20 s more at most. Pact's verifier waits the same
 * timeout per request; once the breaker is open, its interactions are answered 503 at once instead of
 * being forwarded.
 */
const DEFAULT_BOUND_MS = 75_000;

/**
 * With --timeout 2000 (TIMEOUT_MS, as the run's fault-injection tests): the same path (breaker, probe,
 * restore, reports) in a fraction of the wait. The default settings' bound is proved once, below.
 */
const BOUND_MS = 45_000;

interface Command {
  /** Requests let through before the fault: the command has started (reached the server, read its fixtures). */
  readonly after: number;
  /** Its arguments, given the harness's config file and a work directory. */
  readonly args: (config: string, dir: string) => string[];
  /** Files a command that started writes, in the work directory. */
  readonly writes: readonly string[];
  /**
   * Run as a process of its own (the others run in-process: what they write and exit with is the same).
   * Pact's native core prints to file descriptor 1 itself and a panic of it would end the process.
   */
  readonly spawned?: boolean;
}

let baselineFile = '';

const COMMANDS: Record<string, Command> = {
  deprecations: {
    after: 5,
    args: (config, dir) => ['deprecations', '--config', config, '--report-dir', join(dir, 'reports')],
    writes: ['reports/report.json', 'reports/inventory.json'],
  },
  'baseline compare': {
    after: 3,
    args: (config, dir) => ['baseline', 'compare', baselineFile, '--config', config, '--report-dir', join(dir, 'reports')],
    writes: ['reports/report.json', 'reports/drift.json'],
  },
  // The candidate's read discovery (a GET of each document) and its four fixture reads, then the baseline's reachability check.
  diff: {
    after: 10,
    args: (config, dir) => ['diff', '--candidate-config', config, '--report-dir', join(dir, 'reports')],
    writes: ['reports/report.json', 'reports/diff.json'],
  },
  // Its read-path discovery (a GET of the project and of the timesheet), then its four fixture reads; it
  // writes no report (its summary is on stdout).
  'pact verify': { after: 6, args: (config) => ['pact', 'verify', '--config', config], writes: [], spawned: true },
};

async function through(
  command: Command,
  mode: FaultMode,
  defaults = false,
): Promise<CliResult & { dir: string; before: unknown; after: unknown; elapsedMs: number }> {
  const server = await startReferenceServer();
  const harness = await startMisbehavingServer({ upstream: server, rules: [faultAfter(mode, command.after)] });
  const dir = workDir('pmc-faults-');
  try {
    const before = server.snapshot();
    const started = Date.now();
    const args = [...command.args(writeConfig(dir, harness.config), dir), ...(defaults ? [] : ['--timeout', String(TIMEOUT_MS)])];
    const result = await (command.spawned ? runCli : runCliInProcess)(args, { timeoutMs: 120_000 });
    return { ...result, dir, before, after: server.snapshot(), elapsedMs: Date.now() - started };
  } finally {
    await harness.close();
    await server.close();
  }
}

let reference: RunningReference;
beforeAll(async () => {
  // The baseline every compare goes back to: recorded against a reference server that answers.
  reference = await startReferenceServer();
  const dir = workDir('pmc-faults-baseline-');
  baselineFile = join(dir, 'baseline.json');
  const recorded = await runCli(['baseline', 'record', '--out', baselineFile, '--config', writeConfig(dir, reference.config)]);
  if (recorded.code !== 0) throw new Error(`baseline record: ${recorded.stderr}`);
}, 60_000);
afterAll(async () => {
  await reference.close();
});

// Longest first (diff waits out its restore, pact verify Pact's own timeouts): the concurrent tests end together.
const cases = ['diff', 'pact verify', 'baseline compare', 'deprecations'].flatMap((name) => faultModes.map((mode) => [name, mode, COMMANDS[name]!] as const));

type Outcome = Awaited<ReturnType<typeof through>>;

function expectIncomplete(outcome: Outcome, command: Command, boundMs: number): void {
  expect(outcome.code, outcome.stderr).toBe(2);
  expect(outcome.stderr).not.toMatch(/\n\s+at |panic/);
  expect(outcome.stderr.trim().split('\n').pop()).toMatch(/^pm-conformance: the run is incomplete: (candidate: )?the server stopped answering/);
  expect(outcome.elapsedMs).toBeLessThan(boundMs);
  for (const file of command.writes) expect(existsSync(join(outcome.dir, file)), file).toBe(true);
  // Whatever it changed and could not put back is named on stdout.
  for (const id of changedIds(outcome.before, outcome.after)) expect(outcome.stdout, `${id} changed and not listed`).toContain(id);
}

describe.concurrent('every command that talks to a server, against one that breaks every request after its start', () => {
  // First, the longest: it waits while the others run.
  it(`deprecations, goes silent for good, with the default settings: exit 2 within ${DEFAULT_BOUND_MS / 1000} s, one line why, its files written`, async () => {
    const command = COMMANDS.deprecations!;
    expectIncomplete(await through(command, 'goes silent for good', true), command, DEFAULT_BOUND_MS);
  }, 120_000);

  it.each(cases)(
    `%s, %s: exit 2 within ${BOUND_MS / 1000} s (--timeout ${TIMEOUT_MS}), one line why, its files written, nothing left unlisted`,
    async (_name, mode, command) => {
      expectIncomplete(await through(command, mode), command, BOUND_MS);
    },
    120_000,
  );
});
