import { describe, expect, it } from 'vitest';
import { operationsOf } from '../../../runner/plan.js';
import type { SpecifiedOperationKey } from '../../../specs/operations.js';
import { profileOf } from '../../../specs/operation-profiles/index.js';
import { orgIsolation } from '../../../suites/checks/scenario/org-isolation.js';
import { documentServer, servesOnly, type Deviations } from '../fake-documents.js';
import { OFFLINE_CONNECTION, runOffline, verdictsOf } from '../offline-context.js';

type Operation = SpecifiedOperationKey;
const OBSERVED = 'observe ERROR.OTHER_STATUSES';
const connection = { ...OFFLINE_CONNECTION, otherOrgToken: 'other' };
const run = (operation: Operation, deviations: Deviations) => runOffline(orgIsolation, operation, documentServer(deviations).server, { connection });
/** Another organisation's token is refused (404, as for a document it does not hold); duplicates are refused so that a refused add can be looked for. */
const CONFORMING: Deviations = {
  authorize: (request) => (servesOnly('admin')(request) ? { status: 404, json: { message: 'not found' } } : undefined),
  refuseDuplicates: true,
};
/** The read's verdicts (PATCH {}, on an update) then the change's, each after its observed status. */
const expected = (operation: Operation, read: string, change: string) => [
  ...(profileOf(operation).kind === 'update' ? [OBSERVED, read] : []),
  OBSERVED,
  change,
];
/** Another organisation's token answered 200 with an empty body, nothing done. */
const answersEmpty: NonNullable<Deviations['authorize']> = (request) => (servesOnly('admin')(request) ? { status: 200, json: {} } : undefined);
const judged = (findings: readonly { verdict: string; message: string }[]) => findings.filter((finding) => finding.verdict !== 'observe');

describe.each(operationsOf(orgIsolation))('org-isolation on %s', (operation) => {
  it("passes a server that refuses another organisation's token and changes nothing", async () => {
    const { findings, requests } = await run(operation, CONFORMING);
    expect(requests.some((request) => request.caller === 'otherOrg')).toBe(true);
    expect(verdictsOf(findings)).toEqual(expected(operation, 'pass AUTH.ORG_ISOLATION', 'pass AUTH.ORG_ISOLATION'));
    expect(findings.at(-1)?.message).toBe("a change with another organisation's token was answered 404 and changed nothing");
  });

  it("fails a server that serves another organisation's token as its own", async () => {
    const { findings } = await run(operation, { refuseDuplicates: true });
    expect(verdictsOf(findings)).toEqual(expected(operation, 'fail AUTH.ORG_ISOLATION', 'fail AUTH.ORG_ISOLATION'));
    expect(judged(findings).at(-1)?.message).toMatch(/^Received 200 for a change with another organisation's token, and /);
  });

  it('answered 200 without a change: a warning (AUTH.REFUSAL), but only observed on the idempotent person DELETE', async () => {
    const { findings } = await run(operation, { ...CONFORMING, authorize: answersEmpty });
    const idempotent = profileOf(operation).kind === 'remove-person';
    expect(verdictsOf(findings)).toEqual(expected(operation, 'warn AUTH.REFUSAL', idempotent ? 'observe AUTH.ORG_ISOLATION' : 'warn AUTH.REFUSAL'));
    expect(findings.at(-1)?.message).toMatch(
      idempotent
        ? /^a change with another organisation's token was answered 200; no change was seen: /
        : /^Received 200 for a change with another organisation's token; no change was seen: /,
    );
  });

  it("needs the other organisation's token (the engine skips the check without it)", () => {
    expect(orgIsolation.needs).toEqual(['otherOrgToken']);
  });
});
