import { Command } from 'commander';
import { addGateOptions, loadGates, type GateFlags } from '../options/gates.js';
import { resolve } from 'node:path';
import { assertWritableDir } from '../../engine/writable.js';

import type { RegisterCommand } from './types.js';

/** `pm-conformance merge-reports DIR…`: one set of reports from the report directories of shards. */
export const registerMergeReports: RegisterCommand = (program, setExitCode) => {
  const command = new Command('merge-reports')
    .description('merge the --report-dir of each `run --shard i/n` into one set of reports')
    .argument('<dirs...>', 'report directories of the shards')
    .option('--report-dir <dir>', 'where the merged reports are written', 'reports/out');
  program.addCommand(
    addGateOptions(command).action(async (dirs: string[], flags: GateFlags & { reportDir: string }) => {
      // Loaded when needed: the CLI starts without every command's engine.
      const [{ mergeShards }, { renderText, writeReports }, { applyGates }, { prepareReportDir }, { exitWithVerdict }] = await Promise.all([
        import('../../runner/merge-shards.js'),
        import('../../reports/index.js'),
        import('../../reports/gates/index.js'),
        import('../report-dir.js'),
        import('../verdict-exit.js'),
      ]);
      // An earlier merged verdict must not survive a merge that stops; a shard's own folder is an input, kept.
      if (dirs.some((dir) => resolve(dir) === resolve(flags.reportDir))) assertWritableDir(flags.reportDir, '--report-dir');
      else prepareReportDir(flags.reportDir);
      const gates = await loadGates(flags);
      const merged = mergeShards(dirs);
      const gated = applyGates(merged, gates);
      const { report } = gated;
      await writeReports(report, flags.reportDir, { ...(process.env.GITHUB_STEP_SUMMARY ? { githubStepSummary: process.env.GITHUB_STEP_SUMMARY } : {}) });
      process.stdout.write(`${renderText(report)}\nMerged reports written to ${flags.reportDir}\n`);
      for (const line of gated.gateFailures) process.stderr.write(`pm-conformance: gate failed: ${line}\n`);
      exitWithVerdict(report, setExitCode, `the merged reports in ${flags.reportDir} hold what the shards collected`);
    }),
  );
};
