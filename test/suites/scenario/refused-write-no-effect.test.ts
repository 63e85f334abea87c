import { describe, expect, it } from 'vitest';
import { operationsOf } from '../../../runner/plan.js';
import type { SpecifiedOperationKey } from '../../../specs/operations.js';
import { profileOf } from '../../../specs/operation-profiles/index.js';
import { refusedWriteNoEffect } from '../../../suites/checks/scenario/refused-write-no-effect.js';
import type { ApiRequest } from '../../../engine/http/client.js';
import { documentServer, validating } from '../fake-documents.js';
import { runOffline, verdictsOf, type FakeServer } from '../offline-context.js';

type Operation = SpecifiedOperationKey;
const isInvalid = (request: ApiRequest) => request.purpose.startsWith('invalid');
/** The check's own findings, without the note that a generated locking status was replaced (safe-status.ts). */
const ownFindings = <T extends { message: string }>(findings: readonly T[]) => findings.filter((finding) => !/generated bodies carry/.test(finding.message));
/** A server that refuses an e-mail already on the project, so that a refused add can be looked for. */
const server = (appliedFirst = false) => validating(documentServer({ refuseDuplicates: true }).server, appliedFirst);
const isUpdate = (operation: Operation) => profileOf(operation).kind === 'update';

describe.each(operationsOf(refusedWriteNoEffect))('refused-write-no-effect on %s', (operation) => {
  it('passes a server whose refusals leave nothing behind', async () => {
    const { findings, requests } = await runOffline(refusedWriteNoEffect, operation, server());
    const own = ownFindings(findings);
    expect(requests.filter(isInvalid).length).toBeGreaterThan(3);
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(verdictsOf(own))).toEqual(new Set(['pass REQUEST.REFUSED_NO_EFFECT']));
    expect(own[0]?.message).toMatch(isUpdate(operation) ? /^a refused update \(400\) changed nothing$/ : /^a refused add \(400\) added nobody$/);
  });

  it('fails a server that applies a body before refusing it, with what the admin then saw', async () => {
    const { findings } = await runOffline(refusedWriteNoEffect, operation, server(true));
    const failed = findings.filter((finding) => finding.verdict === 'fail');
    expect(failed.length).toBeGreaterThan(0);
    expect(new Set(verdictsOf(failed))).toEqual(new Set(['fail REQUEST.REFUSED_NO_EFFECT']));
    expect(failed[0]?.message).toMatch(
      isUpdate(operation)
        ? /^Received 400 for a body with .+, yet a read-back shows .*pmc-refused-change-/
        : /^Received 400 for a body with .+, yet the admin's add of the same e-mail was then refused \(409\)/,
    );
  });

  it('judges nothing a server accepted: invalid-payloads-rejected judges those', async () => {
    const { findings, requests } = await runOffline(refusedWriteNoEffect, operation, documentServer({ refuseDuplicates: true }).server);
    expect(requests.filter(isInvalid).length).toBeGreaterThan(3);
    // The fake server still refuses a body that is no JSON object, or an add without an e-mail: those are judged, and pass.
    expect(ownFindings(findings).filter((finding) => finding.verdict !== 'pass')).toEqual([]);
    expect(ownFindings(findings).length).toBeLessThan(requests.filter(isInvalid).length / 2);
  });
});

describe('refused-write-no-effect', () => {
  it('only observes a refused add where the server does not refuse an e-mail already on the project (it cannot tell)', async () => {
    const { findings } = await runOffline(refusedWriteNoEffect, 'POST /projects/{projectId}/people', validating(documentServer().server, true));
    const own = ownFindings(findings);
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(verdictsOf(own))).toEqual(new Set(['observe REQUEST.REFUSED_NO_EFFECT']));
    expect(own[0]?.message).toMatch(/^whether a refused add added anyone cannot be told: /);
  });

  it.each(operationsOf(refusedWriteNoEffect).filter(isUpdate))('skips %s, with the reason, when the fixture cannot be read', async (operation) => {
    const forbidden: FakeServer = () => ({ status: 403, json: { message: 'forbidden' } });
    const { findings } = await runOffline(refusedWriteNoEffect, operation, forbidden);
    expect(findings.map((finding) => [finding.verdict, finding.message])).toEqual([['skip', 'the fixture could not be read']]);
  });
});
