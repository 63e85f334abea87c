import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceServer, type RunningReference } from '../../reference/index.js';
import { runCli, workDir, writeConfig, type CliResult } from '../e2e/cli.js';
import { faultAfter, faultModes, startMisbehavingServer, type FaultMode } from './harness/index.js';
import { changedIds } from './run-through.js';

/**
 * These commands have no --timeout: they run with the default 10 s. The breaker opens within two
 * timeouts and a 3 s probe of the first unanswered request; the restore (diff) waits 20 s more at
 * most. Pact's verifier waits the same 10 s per request; once the breaker is open, its interactions
 * are answered 503 at once instead of being forwarded.
 */
const BOUND_MS = 75_000;

interface Command {
  /** Requests let through before the fault: the command has started (reached the server, read its fixtures). */
  readonly after: number;
  /** Its arguments, given the harness's config file and a work directory. */
  readonly args: (config: string, dir: string) => string[];
  /** Files a command that started writes, in the work directory. */
  readonly writes: readonly string[];
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
  'pact verify': { after: 6, args: (config) => ['pact', 'verify', '--config', config], writes: [] },
};

async function through(command: Command, mode: FaultMode): Promise<CliResult & { dir: string; before: unknown; after: unknown; elapsedMs: number }> {
  const server = await startReferenceServer();
  const harness = await startMisbehavingServer({ upstream: server, rules: [faultAfter(mode, command.after)] });
  const dir = workDir('pmc-faults-');
  try {
    const before = server.snapshot();
    const started = Date.now();
    const result = await runCli(command.args(writeConfig(dir, harness.config), dir), { timeoutMs: 120_000 });
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

const cases = Object.entries(COMMANDS).flatMap(([name, command]) => faultModes.map((mode) => [name, mode, command] as const));

describe.concurrent('every command that talks to a server, against one that breaks every request after its start', () => {
  it.each(cases)(
    `%s, %s: exit 2 within ${BOUND_MS / 1000} s, one line why, its files written, nothing left unlisted`,
    async (_name, mode, command) => {
      const outcome = await through(command, mode);

      expect(outcome.code, outcome.stderr).toBe(2);
      expect(outcome.stderr).not.toMatch(/\n\s+at |panic/);
      expect(outcome.stderr.trim().split('\n').pop()).toMatch(/^pm-conformance: the run is incomplete: (candidate: )?the server stopped answering/);
      expect(outcome.elapsedMs).toBeLessThan(BOUND_MS);
      for (const file of command.writes) expect(existsSync(join(outcome.dir, file)), file).toBe(true);
      // Whatever it changed and could not put back is named on stdout.
      for (const id of changedIds(outcome.before, outcome.after)) expect(outcome.stdout, `${id} changed and not listed`).toContain(id);
    },
    120_000,
  );
});
