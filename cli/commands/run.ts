import { Command, Option } from 'commander';
import { redactText } from '../../engine/http/redact.js';
import { ToolError } from '../../engine/tool-error.js';
import { RunInterrupted } from '../../runner/interrupted.js';
import { assertWritableDir } from '../../engine/writable.js';
import { addConnectionOptions, connectionAndProfileFrom } from '../options/connection.js';
import { addGateOptions, loadGates, type GateFlags } from '../options/gates.js';
import { integer, list, shard } from '../options/parsers.js';
import { INTERRUPTED_EXIT_CODE, watchInterrupts } from '../interrupts.js';
import { progressPrinter } from '../progress.js';
import type { RegisterCommand } from './types.js';
import type { UnitFindings } from '../../engine/results/collected.js';

interface RunFlags extends GateFlags {
  seed?: number;
  numRuns?: number;
  reportDir: string;
  only?: string[];
  exclude?: string[];
  list?: boolean;
  concurrency?: number;
  rate?: number;
  timeout?: number;
  maxBody?: number;
  requireDeprecationHeaders?: boolean;
  strict?: boolean;
  allowIrreversible?: boolean;
  shard?: string;
  record?: string;
}

/** `pm-conformance run`: certify a server (or the embedded reference) and write the reports. */
export const registerRun: RegisterCommand = (program, setExitCode) => {
  const command = new Command('run').description('run the conformance suite against a server (default: the embedded reference server)');
  addConnectionOptions(command)
    .option('--seed <n>', 'seed of the generators (a run is reproducible with it)', integer('--seed'))
    .option('--num-runs <n>', 'random samples per property', integer('--num-runs', 1))
    .option('--report-dir <dir>', 'where reports are written', 'reports/out')
    .option('--only <checks>', 'run only these checks (repeat or comma-separate)', list)
    .option('--exclude <checks>', 'skip these checks', list)
    .option('--list', 'list every check with its requirement and exit')
    .option('--concurrency <n>', 'requests of one property in flight at once', integer('--concurrency', 1))
    .option('--rate <n>', 'at most n requests per second', integer('--rate', 1))
    .option('--timeout <ms>', 'per-request timeout in milliseconds', integer('--timeout', 1))
    .option('--max-body <bytes>', 'largest response body read', integer('--max-body', 1024))
    .option(
      '--require-deprecation-headers',
      'missing or malformed Deprecation/Sunset/Link headers fail instead of warning (env PMC_REQUIRE_DEPRECATION_HEADERS)',
    )
    .option('--strict', 'strict profile: input-validation recommendations (refuse invalid input, accept valid input) fail instead of warning (env PMC_STRICT)')
    .option(
      '--allow-irreversible',
      'send statuses that may lock a document for good (approved on a timesheet) even before the run has seen this server let a document leave them',
    )
    .addOption(new Option('--shard <i/n>', 'run every n-th check × operation, starting at the i-th (merge the shards with merge-reports)').argParser(shard))
    .option('--record <file>', 'write every exchange the checks judge as HAR (tokens redacted)');
  addGateOptions(command).action(async (flags: RunFlags) => {
    // Loaded when needed: --help, --version and the other commands start without the engine.
    if (flags.list) return (await import('./list.js')).printCheckList();
    const [{ secretsOf }, { runConformance }, { RunIncomplete }] = await Promise.all([
      import('../../engine/http/client.js'),
      import('../../api/run-conformance.js'),
      import('../../runner/incomplete.js'),
    ]);
    const progress = progressPrinter();
    const { connection, profile } = connectionAndProfileFrom(flags as unknown as Record<string, unknown>);
    assertWritableDir(flags.reportDir, '--report-dir');
    const gates = await loadGates(flags);
    // The engine redacts already; the writers' own redaction is the second line of defence.
    const secretPairs = connection ? secretsOf(connection) : [];
    const interrupts = watchInterrupts();
    let report;
    let incomplete: string | undefined;
    // A shard writes the findings of each unit it ran, for merge-reports to fold.
    const units: UnitFindings[] = [];
    try {
      report = await runConformance({
        ...(connection ? { connection } : {}),
        ...pick(flags),
        ...profile,
        progress: progress.line,
        signal: interrupts.signal,
        ...(flags.shard ? { shard: flags.shard, onUnit: (findings: UnitFindings) => units.push(findings) } : {}),
      });
    } catch (error) {
      if (error instanceof RunIncomplete) {
        // What was collected is still evidence: written, marked incomplete, and the run exits 2.
        report = error.report;
        incomplete = error.message;
      } else if (error instanceof RunInterrupted) {
        progress.done();
        process.stderr.write(`pm-conformance: ${error.message}; no report was written (the run is incomplete)\n`);
        printLeftovers(error.restore?.leftovers ?? [], secretPairs, 'listed above');
        return setExitCode(INTERRUPTED_EXIT_CODE);
      } else throw error;
    } finally {
      interrupts.dispose();
    }
    progress.done();
    // The report writers are loaded once the run is over: nothing of theirs delays the first request.
    const [reports, { applyGates, gatedExitCode }] = await Promise.all([import('../../reports/index.js'), import('../../reports/gates/index.js')]);
    const gated = applyGates(report, gates);
    report = gated.report;
    // A writer that fails costs only its own file: the others are written, the summary printed, then exit 2.
    const secrets = secretPairs.map(([secret]) => secret);
    const unwritten = await reports
      .writeReports(report, flags.reportDir, {
        secrets,
        ...(process.env.GITHUB_STEP_SUMMARY ? { githubStepSummary: process.env.GITHUB_STEP_SUMMARY } : {}),
        ...(flags.shard ? { shardUnits: { seed: report.run.seed, shard: flags.shard, units } } : {}),
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    process.stdout.write(`${reports.renderText(report, { secrets })}\nReports written to ${flags.reportDir}\n`);
    printLeftovers(report.restore?.leftovers ?? [], secretPairs, 'listed above and in report.json (restore.leftovers)');
    for (const line of gated.gateFailures) process.stderr.write(`pm-conformance: ${line}\n`);
    if (unwritten) throw unwritten;
    if (incomplete) throw new ToolError(`${incomplete}; the reports in ${flags.reportDir} hold what was collected`);
    setExitCode(gatedExitCode(gated));
  });
  program.addCommand(command);
};

/** Staging data the run changed and could not put back: on stdout, and one line on stderr for CI logs. */
function printLeftovers(leftovers: readonly string[], secretPairs: readonly (readonly [string, string])[], where: string): void {
  if (leftovers.length === 0) return;
  process.stdout.write(leftovers.map((line) => `Left on the server (clean up by hand): ${redactText(line, secretPairs)}\n`).join(''));
  process.stderr.write(`pm-conformance: the restore left ${leftovers.length} change${leftovers.length === 1 ? '' : 's'} on the server, ${where}\n`);
}

function pick(flags: RunFlags) {
  return {
    ...(flags.seed === undefined ? {} : { seed: flags.seed }),
    ...(flags.numRuns ? { numRuns: flags.numRuns } : {}),
    ...(flags.only ? { only: flags.only } : {}),
    ...(flags.exclude ? { exclude: flags.exclude } : {}),
    ...(flags.concurrency ? { concurrency: flags.concurrency } : {}),
    ...(flags.rate ? { rate: flags.rate } : {}),
    ...(flags.timeout ? { timeoutMs: flags.timeout } : {}),
    ...(flags.maxBody ? { maxBodyBytes: flags.maxBody } : {}),
    ...(flags.record ? { record: flags.record } : {}),
    ...(flags.allowIrreversible ? { allowIrreversible: true } : {}),
  };
}
