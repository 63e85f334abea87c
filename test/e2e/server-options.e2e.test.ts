import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceServer, type RunningReference } from '../../reference/index.js';
import { runCli, runCliInProcess, workDir } from './cli.js';

/** Every command that talks to a server, as typed. */
const SERVER_COMMANDS = [['run'], ['deprecations'], ['diff'], ['baseline', 'record'], ['baseline', 'compare'], ['pact', 'verify']];
const SHARED = ['--token-command', '--member-token-command', '--other-org-token-command', '--rate', '--timeout', '--concurrency', '--user-agent'];
const EVERY_COMMAND = [...SERVER_COMMANDS, ['serve'], ['traffic'], ['merge-reports'], ['accept'], ['pact', 'check']];

// What --help prints and a bad option's exit status: the CLI's main() in this process, side by side. The
// deprecations run below spawns the bin file (its token comes from a shell command).
describe.concurrent('one set of connection and bound options', () => {
  it.each(SERVER_COMMANDS)('%s %s offers the token commands, --rate, --timeout, --concurrency and --user-agent', async (...command) => {
    const help = await runCliInProcess([...command, '--help']);
    expect(help.code).toBe(0);
    for (const option of SHARED) expect(help.stdout, option).toContain(`${option} <`);
  });

  it.each(EVERY_COMMAND)("%s %s's --help gives its exit codes", async (...command) => {
    const help = await runCliInProcess([...command, '--help']);
    expect(help.stdout).toMatch(/\nExit codes:\n {2}0 {2}.+\n(?: {2}1 {2}.+\n)? {2}2 {2}.+/);
  });

  it('a --user-agent that is not a header value is exit 2, one line', async () => {
    const result = await runCliInProcess(['deprecations', '--user-agent', 'a\u0007b', '--report-dir', join(workDir(), 'out')]);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('--user-agent must be printable ASCII text');
  });

  describe('against a server whose token comes from a command', () => {
    let server: RunningReference;
    beforeAll(async () => {
      server = await startReferenceServer();
    });
    afterAll(() => server.close());

    it('deprecations takes --token-command and the bounds, and never prints the token', async () => {
      const dir = workDir();
      const { token, baseUrl, projectId, timesheetId } = server.config;
      const result = await runCli(
        [
          'deprecations',
          '--base-url',
          baseUrl,
          '--project-id',
          projectId,
          '--timesheet-id',
          timesheetId,
          '--token-command',
          `printf %s '${token}'`,
          '--rate',
          '200',
          '--timeout',
          '5000',
          '--concurrency',
          '2',
          '--user-agent',
          'staging-probe/1.0',
          '--report-dir',
          join(dir, 'out'),
        ],
        { env: { PMC_TOKEN: '' } },
      );
      expect(result.code, result.stderr).toBe(0);
      // With no token the probes would be refused before routing (unclear): all 32 are told apart.
      const inventory = JSON.parse(readFileSync(join(dir, 'out', 'inventory.json'), 'utf8')) as { counts: { unclear: number } };
      expect(inventory.counts.unclear).toBe(0);
      expect(result.stdout + result.stderr + readFileSync(join(dir, 'out', 'report.json'), 'utf8')).not.toContain(token);
    });
  });
});
