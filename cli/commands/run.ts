import { Command, Option } from 'commander';
import { redactText } from '../../engine/http/redact.js';
import { assertWritableDir } from '../../engine/writable.js';
import { ToolError } from '../../engine/tool-error.js';
import { RunInterrupted } from '../../runner/interrupted.js';
import { connectionAndProfileFrom } from '../options/connection.js';
import { addServerOptions, serverSettingsFrom, type ServerFlags } from '../options/server-options.js';
import { addGateOptions, loadGates, type GateFlags } from '../options/gates.js';
import { integer, list, shard } from '../options/parsers.js';
import { INTERRUPTED_EXIT_CODE, watchInterrupts } from '../interrupts.js';
import { progressPrinter, unitProgress } from '../progress.js';
import { colorWanted } from '../color.js';
import { DEFAULTS } from '../../engine/settings.js';
import { placeholderOf } from '../../engine/connection.js';
import type { RegisterCommand } from './types.js';
import type { UnitFindings } from '../../engine/results/collected.js';
import type { Certification } from '../../engine/report/model.js';
import type { ConnectionConfig } from '../../engine/connection.js';
import { BUNDLE_DIR, BUNDLE_FILES } from '../../reports/certification/manifest.js';
import { join } from 'node:path';

interface RunFlags extends GateFlags, ServerFlags {
  seed?: number;
  numRuns?: number;
  reportDir: string;
  only?: string[];
  exclude?: string[];
  list?: boolean;
  maxBody?: number;
  maxResponseTime?: number;
  requireDeprecationHeaders?: boolean;
  strict?: boolean;
  allowIrreversible?: boolean;
  allowUnrestorable?: boolean;
  shard?: string;
  record?: string;
  minimizeBudget?: number;
  certify?: boolean;
  product?: string;
  productVersion?: string;
}

/** `pm-conformance run`: certify a server (or the embedded reference) and write the reports. */
export const registerRun: RegisterCommand = (program, setExitCode) => {
  const command = new Command('run').description('run the conformance suite against a server (default: the embedded reference server)');
  addServerOptions(command)
    .option('--seed <n>', 'seed of the generators (a run is reproducible with it; default: random, printed)', integer('--seed'))
    .option('--num-runs <n>', `random samples per property (default: ${DEFAULTS.numRuns})`, integer('--num-runs', 1))
    .option('--report-dir <dir>', 'where reports are written', 'reports/out')
    .option('--only <checks>', 'run only these checks (repeat or comma-separate)', list)
    .option('--exclude <checks>', 'skip these checks', list)
    .option('--list', 'list every check with its requirement and exit')
    .option('--max-body <bytes>', `largest response body read (default: ${DEFAULTS.maxBodyBytes})`, integer('--max-body', 1024))
    .option('--max-response-time <ms>', 'an answer slower than this is a warning (a failure with --strict)', integer('--max-response-time', 1))
    .option(
      '--require-deprecation-headers',
      'missing or malformed Deprecation/Sunset/Link headers fail instead of warning (env PMC_REQUIRE_DEPRECATION_HEADERS)',
    )
    .option('--strict', 'strict profile: input-validation recommendations (refuse invalid input, accept valid input) fail instead of warning (env PMC_STRICT)')
    .option(
      '--allow-irreversible',
      'send statuses that may lock a document for good (approved on a timesheet) even before the run has seen this server let a document leave them',
    )
    .option(
      '--allow-unrestorable',
      'on a server with no read of a document (neither GET nor PATCH {}), send the changes a conforming server accepts though the run cannot put them back',
    )
    .addOption(
      new Option(
        '--shard <i/n>',
        'run the i-th of n shares of the checks × operations, balanced by expected requests (merge the shards with merge-reports)',
      ).argParser(shard),
    )
    .option(
      '--minimize-budget <n>',
      `requests each failure may spend reducing its reproduction to the shortest sequence that still shows it; 0: not reduced (default: ${DEFAULTS.minimizeBudget})`,
      integer('--minimize-budget', 0),
    )
    .option('--product <name>', 'the product under test, as the team names it (printed on page 1 of report.html)')
    .option('--product-version <version>', 'its version (printed on page 1 of report.html)')
    .option('--record <file>', 'write every exchange the checks judge as HAR (tokens redacted)')
    .option(
      '--certify',
      'certification profile: every check, every connection key, the default samples at least; Certified or Not certified, and the evidence bundle in <report-dir>/certification',
    )
    .addOption(
      new Option(
        '--read-with <how>',
        'read fixture documents with GET or PATCH {} only (default: GET when it answers the document, else PATCH {}; env PMC_READ_WITH)',
      ).choices(['get', 'patch']),
    );
  addGateOptions(command).action(async (flags: RunFlags) => {
    // Loaded when needed: --help, --version and the other commands start without the engine.
    if (flags.list) return (await import('./list.js')).printCheckList();
    // Before anything can stop the run: no earlier verdict may survive in the folder an exit 2 leaves.
    (await import('../report-dir.js')).prepareReportDir(flags.reportDir);
    const [{ secretsOf }, { runConformance }, { RunIncomplete }] = await Promise.all([
      import('../../engine/http/client.js'),
      import('../../api/run-conformance.js'),
      import('../../runner/incomplete.js'),
    ]);
    const progress = progressPrinter();
    // Tokens that expire: each role's command prints its token now, and again once after a 401 mid-run.
    const { options, bounds } = await serverSettingsFrom(flags);
    const { connection, profile, readWith } = connectionAndProfileFrom(options);
    const refresher = bounds.refreshToken;
    // A certification run refuses, before any request, whatever would make it cover less than it says.
    const bundleDir = flags.certify ? await certifyBundleDir(flags, connection) : undefined;
    if (bundleDir) assertWritableDir(bundleDir, '--report-dir');
    const gates = await loadGates(flags);
    // The engine redacts already; the writers' own redaction is the second line of defence.
    const secretPairs = connection ? secretsOf(connection) : [];
    // A refreshed token is redacted by the writers too (the engine already redacts it in what it records).
    const refreshToken =
      refresher &&
      (async (role: Parameters<typeof refresher>[0]) => {
        const token = await refresher(role);
        if (token) secretPairs.push([token, placeholderOf(role)]);
        return token;
      });
    // The progress line marks a failure the --accept file covers as accepted (the reports apply the file after the run).
    const acceptance = gates.accept && (await import('../../reports/gates/accept.js'));
    const active = acceptance ? (gates.accept?.entries ?? []).filter((entry) => !acceptance.isExpired(entry.expires, new Date())) : [];
    const isAccepted =
      acceptance && active.length > 0 ? (row: Parameters<typeof acceptance.matches>[1]) => active.some((entry) => acceptance.matches(entry, row)) : undefined;
    const interrupts = watchInterrupts();
    let report;
    // A shard writes the findings of each unit it ran, for merge-reports to fold.
    const units: UnitFindings[] = [];
    try {
      report = await runConformance({
        ...(connection ? { connection } : {}),
        ...pick(flags),
        ...profile,
        ...(readWith ? { readWith } : {}),
        ...(refreshToken ? { refreshToken } : {}),
        progress: unitProgress(progress),
        ...(bundleDir ? { certify: true, record: join(bundleDir, BUNDLE_FILES.har) } : {}),
        ...(bounds.userAgent === undefined ? {} : { userAgent: bounds.userAgent }),
        ...(isAccepted ? { isAccepted: isAccepted as NonNullable<Parameters<typeof runConformance>[0]>['isAccepted'] } : {}),
        notice: (line: string) => {
          progress.done();
          process.stderr.write(`pm-conformance: ${line}\n`);
        },
        signal: interrupts.signal,
        ...(flags.shard ? { shard: flags.shard, onUnit: (findings: UnitFindings) => units.push(findings) } : {}),
      });
    } catch (error) {
      if (error instanceof RunIncomplete) {
        // What was collected is still evidence: written, marked incomplete, and the run exits 2.
        report = error.report;
      } else if (error instanceof RunInterrupted && error.report) {
        // Stopped mid-run: the reports hold what was collected, marked interrupted, and the run exits 130.
        progress.done();
        process.stderr.write(`pm-conformance: ${error.message}; the reports in ${flags.reportDir} hold what was collected until then\n`);
        report = error.report;
      } else if (error instanceof RunInterrupted) {
        progress.done();
        process.stderr.write(`pm-conformance: ${error.message}; no check had started, so no report was written\n`);
        printLeftovers(error.restore?.leftovers ?? [], secretPairs, 'listed above');
        return setExitCode(INTERRUPTED_EXIT_CODE);
      } else throw error;
    } finally {
      interrupts.dispose();
    }
    progress.done();
    // The report writers are loaded once the run is over: nothing of theirs delays the first request.
    const [reports, { applyGates }, { writeShardUnits }, { exitWithVerdict }] = await Promise.all([
      import('../../reports/index.js'),
      import('../../reports/gates/index.js'),
      import('../shard-units-file.js'),
      import('../verdict-exit.js'),
    ]);
    const gated = applyGates(report, gates);
    report = gated.report;
    // Decided on the report as written: an incomplete run (the HAR unwritten, say) is never certified.
    const certification = bundleDir ? (await import('../../runner/certification.js')).certificationOf(report) : undefined;
    if (certification) report = { ...report, certification };
    // A writer that fails costs only its own file: the others are written, the summary printed, then exit 2.
    const secrets = secretPairs.map(([secret]) => secret);
    const written = await Promise.allSettled([
      reports.writeReports(report, flags.reportDir, {
        secrets,
        ...(process.env.GITHUB_STEP_SUMMARY ? { githubStepSummary: process.env.GITHUB_STEP_SUMMARY } : {}),
      }),
      // A shard's units, for merge-reports: the runner's file beside the reports, written by the command.
      ...(flags.shard ? [writeShardUnits(flags.reportDir, { seed: report.run.seed, shard: flags.shard, units }, secrets)] : []),
      ...(bundleDir ? [import('../../reports/certification/write-bundle.js').then(({ writeBundle }) => writeBundle(report, bundleDir, secrets))] : []),
    ]);
    const unwritten = written.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []))[0];
    process.stdout.write(`${reports.renderText(report, { secrets, color: colorWanted(process.stdout) })}\nReports written to ${flags.reportDir}\n`);
    if (certification && bundleDir) process.stdout.write(`${certificationLine(certification)}\nEvidence bundle written to ${bundleDir}\n`);
    printLeftovers(report.restore?.leftovers ?? [], secretPairs, 'listed above and in report.json (restore.leftovers)');
    for (const line of gated.gateFailures) process.stderr.write(`pm-conformance: gate failed: ${line}\n`);
    if (unwritten) throw unwritten;
    // Not a failure of the server, nor bad input: a verdict the evidence could not earn (exit 2), said in one line.
    if (reports.reportVerdict(report).kind === 'incomplete') process.stderr.write(`pm-conformance: ${reports.incompleteLine(report, flags.reportDir)}\n`);
    // A certification that is not earned fails (exit 1), whatever the verdict alone would exit with.
    exitWithVerdict(
      report,
      (code) => setExitCode(certification?.verdict === 'not-certified' ? 1 : code),
      `the reports in ${flags.reportDir} hold what was collected`,
    );
  });
  program.addCommand(command);
};

/** The bundle folder of a certification run, once the flags are known to allow one (else exit 2, one line). */
async function certifyBundleDir(flags: RunFlags, connection: ConnectionConfig | undefined): Promise<string> {
  const { certifyRefusal } = await import('../../runner/certification.js');
  const refusal =
    certifyRefusal({
      ...(flags.only ? { only: flags.only } : {}),
      ...(flags.exclude ? { exclude: flags.exclude } : {}),
      ...(flags.shard ? { shard: flags.shard } : {}),
      ...(flags.accept ? { accept: flags.accept } : {}),
      ...(flags.numRuns === undefined ? {} : { numRuns: flags.numRuns }),
      ...(connection ? { connection } : {}),
    }) ?? (flags.record ? `--certify records the HAR into the bundle: --record ${flags.record} is refused` : undefined);
  if (refusal) throw new ToolError(refusal);
  return join(flags.reportDir, BUNDLE_DIR);
}

/** The verdict of a certification run, in one line with its reasons. */
function certificationLine(certification: Certification): string {
  return certification.verdict === 'certified' ? 'Certified' : `Not certified: ${certification.reasons.join('; ')}`;
}

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
    ...(flags.maxResponseTime ? { maxResponseTimeMs: flags.maxResponseTime } : {}),
    ...(flags.record ? { record: flags.record } : {}),
    ...(flags.allowIrreversible ? { allowIrreversible: true } : {}),
    ...(flags.minimizeBudget === undefined ? {} : { minimizeBudget: flags.minimizeBudget }),
    ...(flags.allowUnrestorable ? { allowUnrestorable: true } : {}),
    ...(flags.product || flags.productVersion
      ? { product: { ...(flags.product ? { name: flags.product } : {}), ...(flags.productVersion ? { version: flags.productVersion } : {}) } }
      : {}),
  };
}
