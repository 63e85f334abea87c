import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONNECTION_KEYS, type ConnectionConfig } from '../../engine/connection.js';
import type { Result } from '../../engine/report/model.js';
import { startReferenceServer } from '../../reference/index.js';
import { runCli, workDir, writeConfig } from './cli.js';
import { localInstall, runBash } from './local-install.js';
import { readReport } from './run-against.js';

/** The tokens as the variables a printed command names (what a CI job or a person exports). */
const tokenEnv = (config: ConnectionConfig) =>
  Object.fromEntries(
    (Object.keys(CONNECTION_KEYS) as (keyof ConnectionConfig)[])
      .filter((key) => CONNECTION_KEYS[key].secret && config[key] !== undefined)
      .map((key) => [CONNECTION_KEYS[key].env, config[key] as string]),
  );

const same = (a: Result) => (b: Result) => a.requirement === b.requirement && a.check === b.check && a.operation === b.operation;

describe('printed commands paste into bash', () => {
  it('the reproduction of a failure, pasted as printed, replays the request and reproduces the same finding', async () => {
    const server = await startReferenceServer({ faults: ['project-budget-negative-accepted'] });
    try {
      const dir = workDir();
      const first = await runCli([
        'run',
        '--config',
        writeConfig(dir, server.config),
        '--report-dir',
        join(dir, 'reports'),
        '--seed',
        '3',
        '--num-runs',
        '4',
        '--only',
        'invalid-payloads-rejected',
      ]);
      expect(first.code, first.stderr).toBe(1);
      const report = readReport(join(dir, 'reports'));
      const failure = report?.results.find((result) => result.status === 'failed' && result.reproduction);
      expect(failure, first.stdout).toBeDefined();
      const lines = (failure?.reproduction ?? '').split('\n');
      const rerun = lines.at(-1) ?? '';
      // One line, the tool as a local install runs it, tokens as variables, nothing for a person to fill in.
      expect(rerun).toMatch(/^npx pm-conformance run --seed 3 --num-runs 4 .*--only invalid-payloads-rejected$/);
      expect(rerun).toContain('--token "$PMC_TOKEN"');
      expect(rerun).not.toContain(server.config.token);
      expect(rerun).not.toMatch(/[()…]/);
      expect(report?.run.command).toBe(rerun.replace(/ --only invalid-payloads-rejected$/, ''));

      const installed = localInstall();
      const env = tokenEnv(server.config);
      // The curl lines before it replay the exchange that shows the failure: the server answers as it did.
      const curl = lines.slice(0, -1).join('\n');
      expect(curl).toMatch(/^curl /m);
      const replay = await runBash(curl, { cwd: installed, env });
      expect(replay.code, replay.stderr).toBe(0);
      expect(replay.stdout).toMatch(new RegExp(`^HTTP/1.1 ${failure?.evidence?.response?.status ?? 'none'} `, 'm'));

      const again = await runBash(rerun, { cwd: installed, env });
      expect(again.code, again.stderr).toBe(1);
      const reproduced = readReport(join(installed, 'reports', 'out'));
      const match = reproduced?.results.find(same(failure as Result));
      expect(match?.status).toBe('failed');
      expect(match?.message).toBe(failure?.message);
    } finally {
      await server.close();
    }
  });
});
