import { describe, expect, it } from 'vitest';
import { operationsOf } from '../../../runner/plan.js';
import type { SpecifiedOperationKey } from '../../../specs/operations.js';
import { profileOf } from '../../../specs/operation-profiles/index.js';
import { observerChangesNothing } from '../../../suites/checks/scenario/observer-changes-nothing.js';
import { documentServer, servesOnly, type Deviations } from '../fake-documents.js';
import { OFFLINE_CONNECTION, runOffline, verdictsOf } from '../offline-context.js';

type Operation = SpecifiedOperationKey;
const connection = { ...OFFLINE_CONNECTION, observerToken: 'obs' };
const run = (operation: Operation, deviations: Deviations) => runOffline(observerChangesNothing, operation, documentServer(deviations).server, { connection });
/** An observer's writes refused with 403; an e-mail already on the project refused, so that a refused add can be looked for. */
const forbidden: NonNullable<Deviations['authorize']> = (request) =>
  servesOnly('admin')(request) ? { status: 403, json: { message: 'forbidden' } } : undefined;
const CONFORMING: Deviations = { authorize: forbidden, refuseDuplicates: true };
/** Which statuses an observer gets is observed (AUTH.ROLES): the read's (PATCH {}, on an update), the change's, then the change judged. */
const expected = (operation: Operation, change: string) => [
  ...(profileOf(operation).kind === 'update' ? ['observe AUTH.ROLES'] : []),
  'observe AUTH.ROLES',
  change,
];

describe.each(operationsOf(observerChangesNothing))('observer-changes-nothing on %s', (operation) => {
  it("passes a server that refuses an observer's change", async () => {
    const { findings, requests } = await run(operation, CONFORMING);
    expect(requests.filter((request) => request.caller === 'observer').length).toBeGreaterThan(0);
    expect(verdictsOf(findings)).toEqual(expected(operation, 'pass AUTH.OBSERVER'));
    expect(findings.at(-1)?.message).toBe('a change by an observer was answered 403 and changed nothing');
  });

  it('passes a server that answers an observer 200 but changes nothing (an observer can view everything)', async () => {
    const answersEmpty: Deviations['authorize'] = (request) => (forbidden(request) ? { status: 200, json: {} } : undefined);
    const { findings } = await run(operation, { ...CONFORMING, authorize: answersEmpty });
    expect(verdictsOf(findings)).toEqual(expected(operation, 'pass AUTH.OBSERVER'));
    expect(findings.at(-1)?.message).toMatch(/^a change by an observer was answered 200 and changed nothing \(/);
  });

  it("fails a server that applies an observer's change", async () => {
    const { findings } = await run(operation, { refuseDuplicates: true });
    expect(verdictsOf(findings)).toEqual(expected(operation, 'fail AUTH.OBSERVER'));
    expect(findings.at(-1)?.message).toMatch(
      /^Received 200 for a change by an observer, and .*The spec states: .*An observer can view everything and change nothing/,
    );
  });
});

describe('observer-changes-nothing', () => {
  const updates = operationsOf(observerChangesNothing).filter((operation) => profileOf(operation).kind === 'update');

  it.each(updates)("observes, never judges, the status of an observer's read on %s", async (operation) => {
    const { findings } = await run(operation, CONFORMING);
    expect(findings[0]?.message).toBe("an observer's PATCH {} is answered 403");
  });

  it("needs the observer's token (the engine skips the check without it)", () => {
    expect(updates.length).toBeGreaterThan(0);
    expect(observerChangesNothing.needs).toEqual(['observerToken']);
  });
});
