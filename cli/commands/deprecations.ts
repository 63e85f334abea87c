import { Command } from 'commander';
import type { ConnectionConfig } from '../../engine/connection.js';
import { partialConnectionFrom } from '../options/connection.js';
import { addServerOptions, serverSettingsFrom } from '../options/server-options.js';
import { colorWanted } from '../color.js';
import type { RegisterCommand } from './types.js';
import { consoleNotice } from '../notice.js';

interface DeprecationsFlags {
  reportDir: string;
  allowWrites?: boolean;
  expectRemoved?: string[];
}

/** `pm-conformance deprecations`: the inventory of the 32 deprecated operations and the removal gate. */
export const registerDeprecations: RegisterCommand = (program, setExitCode) => {
  const command = new Command('deprecations').description(
    'probe the 32 deprecated operations: served, removed or unclear, and their Deprecation/Sunset/Link headers',
  );
  addServerOptions(command)
    .option('--report-dir <dir>', 'where reports, inventory.json and inventory.md are written', 'reports/out')
    .option('--allow-writes', 'also send probes that may change data (creating POSTs, each undone by its DELETE; PATCH {} on the fixtures)')
    .option('--expect-removed <operations...>', 'operations expected gone (404/410 with an error body), written as in the spec: "DELETE /orgs/roles/{roleId}"')
    .action(async (flags: DeprecationsFlags) => {
      // Loaded when needed: the CLI starts without every command's engine.
      const [
        { prepareReportDir },
        { parseExpectRemoved },
        { gateLines, gateOutcome },
        { writeInventory, renderInventoryMarkdown },
        { runDeprecations },
        { renderText, writeReports },
        { unknownIdLike },
        { withGates },
        { exitWithVerdict },
      ] = await Promise.all([
        import('../report-dir.js'),
        import('../../deprecations/expect-removed.js'),
        import('../../deprecations/gate.js'),
        import('../../deprecations/inventory-files.js'),
        import('../../deprecations/run-deprecations.js'),
        import('../../reports/index.js'),
        import('../../generators/parameters/unknown-id.js'),
        import('../../reports/gates/index.js'),
        import('../verdict-exit.js'),
      ]);
      prepareReportDir(flags.reportDir);
      const expectRemoved = parseExpectRemoved(flags.expectRemoved ?? []);
      const { options, bounds } = await serverSettingsFrom(flags);
      const given = partialConnectionFrom(options);
      // Fixture ids are optional here: a well-formed unknown id (an ObjectId's shape) serves the probes that need one.
      const unknown = () => unknownIdLike('5f0c8a1b2c3d4e5f6a7b8c9d');
      const connection: ConnectionConfig | undefined = given && {
        ...given,
        token: given.token ?? '',
        projectId: given.projectId ?? unknown(),
        timesheetId: given.timesheetId ?? unknown(),
      };
      const probed = await runDeprecations({
        ...(connection ? { connection } : {}),
        allowWrites: flags.allowWrites ?? false,
        expectRemoved,
        notice: consoleNotice,
        bounds,
      });
      const { inventory, gate } = probed;
      const report = withGates(probed.report, [gateOutcome(gate)]);
      // The inventory is the probe's answer: summary.md (and the job summary) carry it, a heading level down.
      const appendix = renderInventoryMarkdown(inventory)
        .replace(/^# Deprecation inventory/, '### Deprecation inventory')
        .replace(/^## /gm, '#### ');
      await writeReports(report, flags.reportDir, {
        summaryAppendix: appendix,
        ...(process.env.GITHUB_STEP_SUMMARY ? { githubStepSummary: process.env.GITHUB_STEP_SUMMARY } : {}),
      });
      await writeInventory(inventory, flags.reportDir);
      const leftovers = inventory.leftovers.map((line) => `Left on the server? ${line}`);
      process.stdout.write(
        `${renderText(report, { color: colorWanted(process.stdout) })}\n${[...gateLines(gate), ...leftovers].join('\n')}\nReports, inventory.json and inventory.md written to ${flags.reportDir}\n`,
      );
      exitWithVerdict(report, setExitCode, `the reports in ${flags.reportDir} hold what was probed`);
    });
  program.addCommand(command);
};
