import { describe, expect, it } from 'vitest';
import { runConformance } from '../../api/run-conformance.js';
import type { RunReport } from '../../engine/report/model.js';
import { startReferenceServer, type ReferenceOptions } from '../../reference/index.js';
import { RUN_SETTINGS } from './run-against.js';

const DELETE = 'DELETE /projects/{projectId}/people/{personId}';
const ROLE_CHECKS = ['auth-required', 'org-isolation', 'observer-changes-nothing'];

async function run(options: ReferenceOptions, only = ROLE_CHECKS): Promise<{ report: RunReport }> {
  const server = await startReferenceServer(options);
  try {
    return { report: await runConformance({ connection: server.config, ...RUN_SETTINGS, only }) };
  } finally {
    await server.close();
  }
}

const rowOf = (report: RunReport, check: string, operation: string, requirement?: string) =>
  report.results.find(
    (result) => result.check === check && result.operation === operation && (requirement === undefined || result.requirement === requirement),
  );
const observed = (report: RunReport, check: string, operation: string) =>
  report.observations.filter((observation) => observation.check === check && observation.operation === operation).map((observation) => observation.message);

/** Issue 24: every write the suite expects to be refused is judged by its effect, not by its status. */
describe('effects, not statuses', () => {
  it("idempotent-delete: another organisation's DELETE answered 200 that removed nobody is observed, with how it was seen", async () => {
    const { report } = await run({ personality: 'idempotent-delete' });
    expect(report.results.filter((result) => result.status === 'failed')).toEqual([]);
    expect(rowOf(report, 'org-isolation', DELETE, 'AUTH.ORG_ISOLATION')?.counts.fail).toBe(0);
    expect(observed(report, 'org-isolation', DELETE)).toContainEqual(
      expect.stringMatching(/answered 200; no change was seen: .*same e-mail was then refused .*still there/),
    );
    // Refused DELETEs (no token, observer) are proved harmless the same way, so they pass.
    expect(rowOf(report, 'auth-required', DELETE, 'AUTH.REQUIRED')?.counts.pass).toBeGreaterThan(0);
  });

  it('idempotent-delete with a refused DELETE that removes the person: the re-add of the e-mail sees the change', async () => {
    const { report } = await run({ personality: 'idempotent-delete', faults: ['org-isolation-delete-applied'] }, ['org-isolation']);
    const failed = rowOf(report, 'org-isolation', DELETE, 'AUTH.ORG_ISOLATION');
    expect(failed?.status).toBe('failed');
    expect(failed?.message).toMatch(/refusing a change with another organisation's token, and the admin could then add the same e-mail.*the person was gone/);
  });

  it("idempotent-delete with isolation broken: another organisation's DELETE answered 200 that removed the person fails", async () => {
    const { report } = await run({ personality: 'idempotent-delete', faults: ['org-isolation-broken'] }, ['org-isolation']);
    const failed = rowOf(report, 'org-isolation', DELETE, 'AUTH.ORG_ISOLATION');
    expect(failed?.status).toBe('failed');
    expect(failed?.message).toMatch(/^Received 200 for a change with another organisation's token, and .*the person was gone/);
  });

  it('lenient (idempotent DELETE): deletes are proved harmless by re-adding the e-mail, not reported as unknown', async () => {
    const { report } = await run({ personality: 'lenient' });
    for (const check of ROLE_CHECKS) {
      expect(rowOf(report, check, DELETE)?.counts.fail, check).toBe(0);
      expect(
        observed(report, check, DELETE).some((message) => message.includes('cannot be told')),
        check,
      ).toBe(false);
    }
    // Refused (no token, observer): a pass; answered 200 (another organisation): an observation that says nothing changed.
    expect(rowOf(report, 'auth-required', DELETE)?.counts.pass).toBeGreaterThan(0);
    expect(rowOf(report, 'observer-changes-nothing', DELETE)?.counts.pass).toBeGreaterThan(0);
    expect(observed(report, 'org-isolation', DELETE)).toContainEqual(expect.stringMatching(/no change was seen/));
  });

  it.each([
    ['auth-missing-token-accepted', 'auth-required', 'AUTH.REQUIRED'],
    ['observer-can-change', 'observer-changes-nothing', 'AUTH.OBSERVER'],
  ] as const)('%s: a 200 whose change is seen still fails, saying how it was seen', async (fault, check, requirement) => {
    const { report } = await run({ faults: [fault] }, [check]);
    const failed = report.results.filter((result) => result.check === check && result.requirement === requirement && result.status === 'failed');
    expect(failed.map((result) => result.operation).sort()).toContain(DELETE);
    for (const result of failed) expect(result.message).toMatch(/^Received 200 for a (change|read) .*(, and |with the document)/);
  });
});
