import { describe, expect, it } from 'vitest';
import { runConformance, startReferenceServer, validatorFor, requirements } from '../../api/index.js';
import { allChecks, scenarioChecks } from '../../suites/checks/index.js';
import { operationsOf } from '../../runner/plan.js';

/** The programmatic API, used the way a team embeds it in its own vitest suite. */
describe('programmatic API', () => {
  it('certifies a server from inside a vitest test and returns what report.json holds', async () => {
    const server = await startReferenceServer();
    try {
      const report = await runConformance({ connection: server.config, seed: 3, numRuns: 3 });
      expect(report.summary.failed).toBe(0);
      // A result for every check, and for every operation each stateful check declares: nothing silently left out.
      // An exchange check that judges only a status the server never chose (a 401, a 405, a 204, a 429) has no result:
      // its requirement is listed as not applicable (its condition never arose), never silently passed.
      const withResult = new Set(report.results.map((result) => result.check));
      const notRun = new Set<string>([
        ...(report.coverage?.requirements.notRun ?? []),
        ...(report.coverage?.requirements.notApplicable ?? []).map((item) => item.id),
      ]);
      expect(
        allChecks.filter((check) => !withResult.has(check.id) && (check.kind === 'scenario' || !notRun.has(check.requirement))).map((check) => check.id),
      ).toEqual([]);
      const rows = new Set(report.results.map((result) => `${result.check} ${result.operation}`));
      const declared = scenarioChecks.flatMap((check) => operationsOf(check).map((operation) => `${check.id} ${operation}`));
      expect(declared.filter((row) => !rows.has(row))).toEqual([]);
      expect(report.run.baseUrl).toBe(server.url);
    } finally {
      await server.close();
    }
  });

  it('exposes the schemas and the catalogue', () => {
    expect(validatorFor('error-body')({ message: 'm' })).toBe(true);
    expect(requirements.some((entry) => entry.id === 'PROJECT.BUDGET')).toBe(true);
  });
});
