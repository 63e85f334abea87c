import { Command } from 'commander';

import type { RegisterCommand } from './types.js';

/** `pm-conformance merge-reports DIR…`: one set of reports from the report directories of shards. */
export const registerMergeReports: RegisterCommand = (program, setExitCode) => {
  program.addCommand(new Command('merge-reports')
    .description('merge the --report-dir of each `run --shard i/n` into one set of reports')
    .argument('<dirs...>', 'report directories of the shards')
    .option('--report-dir <dir>', 'where the merged reports are written', 'reports/out')
    .action(async (dirs: string[], flags: { reportDir: string }) => {
      // Loaded when needed: the CLI starts without every command's engine.
      const [{ mergeShards }, { renderText, writeReports }] = await Promise.all([import('../../engine/runner/merge-shards.js'), import('../../reports/index.js')]);
      const report = await mergeShards(dirs);
      await writeReports(report, flags.reportDir, { ...(process.env.GITHUB_STEP_SUMMARY ? { githubStepSummary: process.env.GITHUB_STEP_SUMMARY } : {}) });
      process.stdout.write(`${renderText(report)}\nMerged reports written to ${flags.reportDir}\n`);
      setExitCode(report.summary.failed > 0 ? 1 : 0);
    }));
};
