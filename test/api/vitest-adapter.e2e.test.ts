import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeConformance, unitFailures } from '../../api/vitest.js';
import type { RunReport } from '../../engine/report/model.js';
import { startReferenceServer } from '../../reference/index.js';
import { RunSession } from '../../runner/run-session.js';
import { planUnits } from '../../runner/plan.js';
import { workDir } from '../support/work-dir.js';

/** The adapter as a team uses it: the suite declared as vitest tests of this very file. */
const reportDir = join(workDir('pmc-adapter-'), 'reports');
let report: RunReport | undefined;
const options = {
  seed: 3,
  numRuns: 2,
  only: ['project-update-persists', 'person-round-trip', 'no-server-error'],
  reportDir,
  onReport: (done: RunReport) => {
    report = done;
  },
};
describeConformance(options);

describe('the vitest adapter', () => {
  it('ran one test per check × operation and handed over the report of the whole run', () => {
    expect(report?.summary.failed).toBe(0);
    const checks = new Set(report?.results.map((result) => result.check));
    expect([...checks].sort()).toEqual(['no-server-error', 'operation-served', 'person-round-trip', 'project-update-persists']);
    expect(existsSync(join(reportDir, 'report.json'))).toBe(true);
    expect(existsSync(join(reportDir, 'junit.xml'))).toBe(true);
    expect(planUnits({ only: options.only, exclude: [] }).map((unit) => unit.name)).toEqual([
      'project-update-persists PATCH /projects/{projectId}',
      'person-round-trip POST /projects/{projectId}/people',
    ]);
  });

  it('fails a unit whose check fails, with the requirement, the message and the reproduction', async () => {
    const server = await startReferenceServer({ faults: ['project-not-persisted'] });
    afterAll(() => server.close());
    const session = await RunSession.open({ connection: server.config, seed: 3, numRuns: 2, only: ['project-update-persists'] });
    const [unit] = session.units;
    const failures = unitFailures(await session.run(unit as NonNullable<typeof unit>));
    await session.finish();
    expect(failures.length).toBeGreaterThan(0);
    expect(failures[0]).toMatch(/^PROJECT\.UPDATE\.\S+ \(project-update-persists\): /);
    expect(failures[0]).toMatch(/curl /);
  });
});
