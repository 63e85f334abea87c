import { join } from 'node:path';
import { Command } from 'commander';
import { writeAtomic } from '../../reports/common/atomic-write.js';
import { assertWritableFile } from '../../engine/writable.js';
import { connectionFrom } from '../options/connection.js';
import { addServerOptions, serverSettingsFrom } from '../options/server-options.js';
import { colorWanted } from '../color.js';
import type { RegisterCommand } from './types.js';
import { consoleNotice, incompleteError } from '../notice.js';

const leftoverLines = (leftovers: readonly string[]) => leftovers.map((line) => `Left on the server (remove by hand): ${line}\n`).join('');

function recordCommand(setExitCode: (code: number) => void): Command {
  const command = new Command('record').description('send the fixed, harmless request set and store the shape of every answer');
  return addServerOptions(command)
    .requiredOption('--out <file>', 'where the baseline is written (JSON)')
    .action(async (flags: { out: string }) => {
      assertWritableFile(flags.out, '--out');
      // Loaded when needed: the CLI starts without every command's engine.
      const [{ writeBaseline }, { recordBaseline }] = await Promise.all([import('../../baseline/file.js'), import('../../baseline/run-baseline.js')]);
      const { options, bounds } = await serverSettingsFrom(flags);
      const { baseline, leftovers, gone } = await recordBaseline(connectionFrom(options), consoleNotice, bounds);
      // A baseline with answers missing would report drift that is not there: not written.
      const incomplete = incompleteError(gone, `no baseline was written to ${flags.out}`);
      if (incomplete) {
        process.stdout.write(leftoverLines(leftovers));
        throw incomplete;
      }
      await writeBaseline(flags.out, baseline);
      process.stdout.write(`${leftoverLines(leftovers)}Baseline of ${baseline.entries.length} requests against ${baseline.baseUrl} written to ${flags.out}\n`);
      setExitCode(leftovers.length > 0 ? 1 : 0);
    });
}

function compareCommand(setExitCode: (code: number) => void): Command {
  const command = new Command('compare')
    .description('send the same requests again and report drift: breaking (exit 1) or additive (warning)')
    .argument('<file>', 'a baseline written by `baseline record`');
  return addServerOptions(command)
    .option('--report-dir <dir>', 'where reports and drift.json are written', 'reports/out')
    .action(async (file: string, flags: { reportDir: string }) => {
      const [{ prepareReportDir }, { driftLines }, { readBaseline }, { compareBaseline }, { renderText, writeReports }, { withGates }, { exitWithVerdict }] =
        await Promise.all([
          import('../report-dir.js'),
          import('../../baseline/build-report.js'),
          import('../../baseline/file.js'),
          import('../../baseline/run-baseline.js'),
          import('../../reports/index.js'),
          import('../../reports/gates/index.js'),
          import('../verdict-exit.js'),
        ]);
      prepareReportDir(flags.reportDir);
      const baseline = readBaseline(file);
      const { options, bounds } = await serverSettingsFrom(flags);
      const compared = await compareBaseline(baseline, connectionFrom(options), consoleNotice, file, bounds);
      const { drifts } = compared;
      // Records the probes could not remove fail the command: a gate every format names, with its figure.
      const leftovers = compared.report.restore?.leftovers ?? [];
      const report =
        leftovers.length > 0
          ? withGates(compared.report, [
              { gate: 'restore', passed: false, figure: `${leftovers.length} record(s) left on the server: ${leftovers.join('; ')}` },
            ])
          : compared.report;
      await writeReports(report, flags.reportDir, { ...(process.env.GITHUB_STEP_SUMMARY ? { githubStepSummary: process.env.GITHUB_STEP_SUMMARY } : {}) });
      await writeAtomic(
        join(flags.reportDir, 'drift.json'),
        `${JSON.stringify({ baseline: file, recordedAt: baseline.recordedAt, steps: drifts.map(({ exchange: _exchange, ...drift }) => drift) }, null, 2)}\n`,
      );
      const lines = driftLines(drifts);
      process.stdout.write(
        `${renderText(report, { color: colorWanted(process.stdout) })}\n${lines.length ? lines.join('\n') : 'No drift since the baseline.'}\n${leftoverLines(report.restore?.leftovers ?? [])}Reports and drift.json written to ${flags.reportDir}\n`,
      );
      exitWithVerdict(report, setExitCode, `the reports in ${flags.reportDir} hold what was compared`);
    });
}

/** `pm-conformance baseline record|compare`: drift of the four specified operations' answers over time. */
export const registerBaseline: RegisterCommand = (program, setExitCode) => {
  program.addCommand(
    new Command('baseline')
      .description('record the shape of the answers of the four specified operations, and compare later runs with it')
      .addCommand(recordCommand(setExitCode))
      .addCommand(compareCommand(setExitCode)),
  );
};
