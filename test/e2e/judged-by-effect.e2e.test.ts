import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startReferenceServer } from '../../reference/index.js';
import type { Result } from '../../engine/report/model.js';
import { runCliInProcess, workDir, writeConfig } from './cli.js';
import { readReport, runAgainstInProcess } from './run-against.js';

const DELETE = 'DELETE /projects/{projectId}/people/{personId}';
const ROLE_CHECKS = ['auth-required', 'org-isolation', 'observer-changes-nothing'];
const ONLY = ['--only', [...ROLE_CHECKS, 'delete-by-person-id'].join(',')];

const row = (results: readonly Result[], check: string, operation: string, requirement?: string) =>
  results.find((result) => result.check === check && result.operation === operation && (requirement === undefined || result.requirement === requirement));

/**
 * Issue 16 part B: refusals are judged by what they left behind, and the judgement says when it cannot tell.
 * What the runs find is judged, not the process: the CLI's main() in this process, each test with a server
 * of its own, side by side.
 */
describe.concurrent('judged by effect', () => {
  it("clean reference: refused deletes are proved harmless by the admin's DELETE", async () => {
    const outcome = await runAgainstInProcess({}, ONLY);
    expect(outcome.code, outcome.stderr).toBe(0);
    const results = outcome.report?.results ?? [];
    for (const check of ROLE_CHECKS) expect(row(results, check, DELETE)?.counts.pass, check).toBeGreaterThan(0);
    expect(row(results, 'delete-by-person-id', DELETE, 'DELETE_PERSON.PERSON_ID')?.status).toBe('passed');
  });

  it('an idempotent DELETE (lenient): no failure; whether the person is still there is asked by re-adding the e-mail (effects-not-statuses.e2e.test.ts)', async () => {
    const outcome = await runAgainstInProcess({ personality: 'lenient' }, ONLY);
    expect(outcome.code, outcome.stderr).toBe(0);
    for (const check of ROLE_CHECKS) expect(row(outcome.report?.results ?? [], check, DELETE)?.counts.fail, check).toBe(0);
  });

  it('a refused update that changed the project fails with the whole sequence to reproduce it', async () => {
    const outcome = await runAgainstInProcess({ faults: ['refused-update-applied'] }, ['--only', 'refused-write-no-effect']);
    expect(outcome.code, outcome.stderr).toBe(1);
    const failed = row(outcome.report?.results ?? [], 'refused-write-no-effect', 'PATCH /projects/{projectId}');
    expect(failed?.status).toBe('failed');
    const curls = (failed?.reproduction ?? '').split('\n').filter((line) => line.startsWith('curl '));
    expect(curls.length).toBeGreaterThanOrEqual(2);
    expect(curls.at(0)).toContain('pmc-refused-change-');
    // The read-back, as the run reads the project on the reference: its GET.
    expect(curls.at(-1)).toMatch(/^curl -sS -i -X GET '[^']*\/projects\/[^/']+'/);
    expect(curls.every((line) => line.includes('Bearer $PMC_TOKEN'))).toBe(true);
    expect(failed?.reproduction).not.toContain(outcome.server.config.token);
  });

  it('custom-property-visibility: skipped with the reason without member and manager tokens, judged with a manager token alone', async () => {
    const server = await startReferenceServer({ faults: ['visibility-manager-hidden'] });
    try {
      const { memberToken: _member, managerToken: _manager, ...noViewers } = server.config;
      const runWith = async (config: object) => {
        const dir = workDir();
        const result = await runCliInProcess([
          'run',
          '--config',
          writeConfig(dir, config as never),
          '--report-dir',
          join(dir, 'r'),
          '--seed',
          '3',
          '--only',
          'custom-property-visibility',
        ]);
        return { result, results: readReport(join(dir, 'r'))?.results ?? [] };
      };
      const without = await runWith(noViewers);
      expect(without.result.code, without.result.stderr).toBe(0);
      expect(without.results.find((result) => result.check === 'custom-property-visibility')?.message).toMatch(/--member-token .*--manager-token/);
      const manager = await runWith({ ...noViewers, managerToken: server.config.managerToken });
      expect(manager.result.code, manager.result.stderr).toBe(1);
      expect(manager.results.find((result) => result.status === 'failed')?.message).toContain('read by a manager that lacks the property with canView manager');
    } finally {
      await server.close();
    }
  });
});
