import { Command } from 'commander';
import { ToolError } from '../../engine/tool-error.js';
import { colorWanted } from '../color.js';
import type { RegisterCommand } from './types.js';

interface TrafficFlags {
  reportDir: string;
  expectUnused?: string[];
  since?: string;
  requireDeprecationHeaders?: boolean;
}

/** `pm-conformance traffic FILE…`: who still calls the deprecated operations, and whether that traffic conforms. */
export const registerTraffic: RegisterCommand = (program, setExitCode) => {
  program.addCommand(
    new Command('traffic')
      .description('read recorded traffic (HAR, access logs, JSON lines; gzip too): calls per deprecated operation, and the exchange checks on HAR bodies')
      .argument('<files...>', 'HAR 1.2 files, common/combined access logs or JSON lines (method, path, status), optionally gzip-compressed')
      .option('--report-dir <dir>', 'where reports, usage.json and usage.md are written', 'reports/out')
      .option(
        '--expect-unused <operations...>',
        'operations planned for removal, written as in the spec ("DELETE /orgs/roles/{roleId}"): exit 1 when one was called',
      )
      .option('--since <date>', 'with --expect-unused: only calls from this date on count (2026-01-31 or 2026-01-31T12:00:00Z)')
      .option('--require-deprecation-headers', 'a 200 without Deprecation fails instead of warning')
      .action(async (files: string[], flags: TrafficFlags) => {
        // Loaded when needed: the CLI starts without every command's engine.
        const [
          { prepareReportDir },
          { parseExpectUnused, parseSince, unusedGateLines, unusedGateOutcome },
          { runTraffic },
          { writeUsage },
          { renderText, writeReports },
          { trafficProgress },
          { withGates },
          { exitWithVerdict },
        ] = await Promise.all([
          import('../report-dir.js'),
          import('../../traffic/expect-unused.js'),
          import('../../traffic/run-traffic.js'),
          import('../../traffic/usage-markdown.js'),
          import('../../reports/index.js'),
          import('../traffic-progress.js'),
          import('../../reports/gates/index.js'),
          import('../verdict-exit.js'),
        ]);
        prepareReportDir(flags.reportDir);
        const expectUnused = parseExpectUnused(flags.expectUnused ?? []);
        const since = parseSince(flags.since);
        if (since !== undefined && expectUnused.length === 0)
          throw new ToolError('--since applies to --expect-unused: name the operations planned for removal');
        const progress = trafficProgress();
        const judged = await runTraffic({
          files,
          expectUnused,
          requireDeprecationHeaders: flags.requireDeprecationHeaders ?? false,
          ...(since === undefined ? {} : { since }),
          onProgress: progress.update,
        }).finally(progress.done);
        const { usage, gate } = judged;
        const unused = unusedGateOutcome(gate);
        const report = unused ? withGates(judged.report, [unused]) : judged.report;
        await writeReports(report, flags.reportDir, { ...(process.env.GITHUB_STEP_SUMMARY ? { githubStepSummary: process.env.GITHUB_STEP_SUMMARY } : {}) });
        await writeUsage(usage, flags.reportDir);
        const { totals } = usage;
        const summary = `${totals.records} requests read: ${totals.operationCalls} to the 32 operations, ${totals.notAnOperation} not an operation of the spec, ${totals.malformed} malformed; ${totals.judgedExchanges} exchanges judged.`;
        process.stdout.write(
          `${renderText(report, { color: colorWanted(process.stdout) })}\n${[summary, ...unusedGateLines(gate)].join('\n')}\nReports, usage.json and usage.md written to ${flags.reportDir}\n`,
        );
        exitWithVerdict(report, setExitCode, `the reports in ${flags.reportDir} hold what was read`);
      }),
  );
};
