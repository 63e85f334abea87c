import { describe, expect, it } from 'vitest';
import { deleteScope } from '../../../suites/checks/scenario/delete-scope.js';
import { documentServer, type Deviations } from '../fake-documents.js';
import { OFFLINE_CONNECTION, runOffline, verdictsOf } from '../offline-context.js';

const OPERATION = 'DELETE /projects/{projectId}/people/{personId}';
const run = (deviations?: Deviations) =>
  runOffline(deleteScope, OPERATION, documentServer(deviations).server, { connection: { ...OFFLINE_CONNECTION, secondProjectId: 'p2' } });
const judged = <T extends { verdict: string }>(findings: readonly T[]) => findings.filter((finding) => finding.verdict !== 'observe');

describe('delete-scope', () => {
  it("passes a server that leaves the person on their project after a DELETE through another project's path", async () => {
    const { findings } = await run();
    expect(verdictsOf(findings)).toEqual(['observe DELETE_PERSON.SCOPE', 'pass DELETE_PERSON.SCOPE']);
    expect(findings[0]?.message).toBe("DELETE through another project's path answered 404");
  });

  it("fails a server whose DELETE through another project's path removed the person", async () => {
    const { findings } = await run({ unscopedDelete: true });
    expect(verdictsOf(judged(findings))).toEqual(['fail DELETE_PERSON.SCOPE']);
    expect(judged(findings)[0]).toMatchObject({ message: expect.stringMatching(/that DELETE removed them/) });
  });

  it('an idempotent DELETE (200 for a person not on the project) proves nothing: observed, never passed', async () => {
    const idempotent = { remove: (onProject: boolean) => (onProject ? undefined : { status: 200 }) };
    for (const deviations of [idempotent, { ...idempotent, unscopedDelete: true as const }]) {
      const { findings } = await run(deviations);
      expect(verdictsOf(findings).every((verdict) => verdict === 'observe DELETE_PERSON.SCOPE')).toBe(true);
      expect(findings.at(-1)?.message).toMatch(/cannot be told/);
    }
  });

  it('does nothing without a second project (the check needs secondProjectId)', async () => {
    const { findings, requests } = await runOffline(deleteScope, OPERATION, documentServer().server);
    expect(deleteScope.needs).toContain('secondProjectId');
    expect([findings, requests]).toEqual([[], []]);
  });
});
