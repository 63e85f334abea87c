import { Command } from 'commander';
import { parseExpectRemoved } from '../../deprecations/expect-removed.js';
import { gateLines } from '../../deprecations/gate.js';
import { writeInventory } from '../../deprecations/inventory-files.js';
import { runDeprecations } from '../../deprecations/run-deprecations.js';
import { writeReports } from '../../reports/index.js';
import { renderText } from '../../reports/render-text.js';
import { addConnectionOptions, connectionFrom } from '../options/connection.js';
import type { RegisterCommand } from './types.js';

interface DeprecationsFlags {
  reportDir: string;
  allowWrites?: boolean;
  expectRemoved?: string[];
}

/** `pm-conformance deprecations`: the inventory of the 32 deprecated operations and the removal gate. */
export const registerDeprecations: RegisterCommand = (program, setExitCode) => {
  const command = new Command('deprecations').description('probe the 32 deprecated operations: served, removed or unclear, and their Deprecation/Sunset/Link headers');
  addConnectionOptions(command)
    .option('--report-dir <dir>', 'where reports, inventory.json and inventory.md are written', 'reports/out')
    .option('--allow-writes', 'also send probes that may change data (creating POSTs, each undone by its DELETE; PATCH {} on the fixtures)')
    .option('--expect-removed <operations...>', 'operations expected gone (404/410 with an error body), written as in the spec: "DELETE /orgs/roles/{roleId}"')
    .action(async (flags: DeprecationsFlags) => {
      const expectRemoved = parseExpectRemoved(flags.expectRemoved ?? []);
      const connection = connectionFrom(flags as unknown as Record<string, unknown>);
      const { report, inventory, gate } = await runDeprecations({ ...(connection ? { connection } : {}), allowWrites: flags.allowWrites ?? false, expectRemoved });
      await writeReports(report, flags.reportDir, { ...(process.env.GITHUB_STEP_SUMMARY ? { githubStepSummary: process.env.GITHUB_STEP_SUMMARY } : {}) });
      await writeInventory(inventory, flags.reportDir);
      const leftovers = inventory.leftovers.map((line) => `Left on the server? ${line}`);
      process.stdout.write(`${renderText(report)}\n${[...gateLines(gate), ...leftovers].join('\n')}\nReports, inventory.json and inventory.md written to ${flags.reportDir}\n`);
      setExitCode(report.summary.failed > 0 ? 1 : 0);
    });
  program.addCommand(command);
};
