import { Command } from 'commander';
import { addCandidateOptions, candidateFrom } from '../options/candidate-connection.js';
import { connectionFrom } from '../options/connection.js';
import { addServerOptions, serverSettingsFrom } from '../options/server-options.js';
import type { RegisterCommand } from './types.js';
import { consoleNotice } from '../notice.js';

/** `pm-conformance diff`: does a candidate server (a replacement, staging) answer as the base server does. */
export const registerDiff: RegisterCommand = (program, setExitCode) => {
  const command = new Command('diff').description(
    'send the same fixed requests to a base server and a candidate and report how their answers differ: breaking (exit 1) or not',
  );
  addCandidateOptions(addServerOptions(command))
    .option('--report-dir <dir>', 'where reports and diff.json are written', 'reports/out')
    .action(async (flags: { reportDir: string }) => {
      const { options, bounds } = await serverSettingsFrom(flags);
      // Loaded when needed: the CLI starts without every command's engine.
      const [{ prepareReportDir }, { exitWithVerdict }] = await Promise.all([import('../report-dir.js'), import('../verdict-exit.js')]);
      prepareReportDir(flags.reportDir);
      const candidate = candidateFrom(options);
      const base = connectionFrom(options);
      const [{ join }, { writeAtomic }, { differenceLines }, { runDiff }, { renderText, writeReports }] = await Promise.all([
        import('node:path'),
        import('../../reports/common/atomic-write.js'),
        import('../../diff/build-report.js'),
        import('../../diff/run-diff.js'),
        import('../../reports/index.js'),
      ]);
      const { report, steps, base: baseSide, candidate: candidateSide } = await runDiff(base, candidate, consoleNotice, bounds);
      await writeReports(report, flags.reportDir, { ...(process.env.GITHUB_STEP_SUMMARY ? { githubStepSummary: process.env.GITHUB_STEP_SUMMARY } : {}) });
      const file = {
        base: baseSide.baseUrl,
        candidate: candidateSide.baseUrl,
        effects: { base: baseSide.effects, candidate: candidateSide.effects },
        steps: steps.map(({ exchange: _exchange, ...step }) => step),
      };
      await writeAtomic(join(flags.reportDir, 'diff.json'), `${JSON.stringify(file, null, 2)}\n`);
      const lines = differenceLines(steps);
      const leftovers = (report.restore?.leftovers ?? []).map((line) => `Left on the server (clean up by hand): ${line}`);
      process.stdout.write(
        `${renderText(report)}\n${[lines.length ? lines.join('\n') : 'No difference between the two servers.', ...leftovers].join('\n')}\nReports and diff.json written to ${flags.reportDir}\n`,
      );
      if (leftovers.length) process.stderr.write(`pm-conformance: ${leftovers.length} record(s) left on the servers (see above)\n`);
      exitWithVerdict(report, setExitCode, `the reports in ${flags.reportDir} hold what was compared`);
    });
  program.addCommand(command);
};
