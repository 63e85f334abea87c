import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startReferenceServer } from '../../reference/index.js';
import { runCli, workDir, writeConfig } from './cli.js';
import { localInstall, runBash } from './local-install.js';
import { comparable } from './server-state.js';

/** The lines of the first "Reproduce with:" block of the console, as a person would select them. */
function firstReproduction(stdout: string): string[] {
  const lines = stdout.split('\n');
  const from = lines.findIndex((line) => line.trim() === 'Reproduce with:');
  const block: string[] = [];
  for (const line of lines.slice(from + 1)) {
    if (!line.startsWith('        ')) break;
    block.push(line.trim());
  }
  return block;
}

/** The JSON body of the last response curl -i printed. */
const lastBody = (output: string) => JSON.parse(output.slice(output.lastIndexOf('\n{'))) as Record<string, unknown>;

describe('a failure as a new user reads it (issue 37)', () => {
  it('strings cut to 255: a short console, a reproduction of at most 4 requests that shows the cut when pasted, the fixtures left as found', async () => {
    const server = await startReferenceServer({ faults: ['strings-cut-to-255'] });
    try {
      const dir = workDir('pmc-minimal-');
      const before = comparable(server.snapshot());
      const run = await runCli(['run', '--config', writeConfig(dir, server.config), '--report-dir', join(dir, 'reports'), '--seed', '7'], {
        timeoutMs: 240_000,
      });
      expect(run.code, run.stderr).toBe(1);
      // The whole console, stdout and stderr (progress) together.
      expect(`${run.stdout}${run.stderr}`.trimEnd().split('\n').length).toBeLessThanOrEqual(120);
      expect(run.stdout).not.toMatch(/\(GET \)/);
      // Every candidate the minimisation sent was put back.
      expect(comparable(server.snapshot())).toEqual(before);

      const block = firstReproduction(run.stdout);
      expect(block[0]).toMatch(/^# \d+ of the \d+ requests recorded: the shortest sequence that still shows it/);
      const curls = block.filter((line) => line.startsWith('curl '));
      expect(curls.length).toBeGreaterThan(0);
      expect(curls.length).toBeLessThanOrEqual(4);
      const pasted = block.filter((line) => !line.startsWith('npx ')).join('\n');
      const replay = await runBash(`${pasted}\nprintf '\\n%s' "\${#S1}"`, { cwd: localInstall(), env: { PMC_TOKEN: server.config.token } });
      expect(replay.code, replay.stderr).toBe(0);
      const sentLength = Number(replay.stdout.slice(replay.stdout.lastIndexOf('\n') + 1));
      expect(sentLength).toBeGreaterThan(255);
      const shown = Object.values(lastBody(replay.stdout.slice(0, replay.stdout.lastIndexOf('\n')))).filter(
        (value): value is string => typeof value === 'string' && value.length === 255,
      );
      expect(shown.length, replay.stdout.slice(-600)).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  }, 300_000);
});
