import { describe, expect, it } from 'vitest';
import { SPECIFIED_OPERATION_KEYS } from '../../../specs/operations.js';
import { unknownIds } from '../../../suites/checks/scenario/unknown-ids.js';
import { documentServer } from '../fake-documents.js';
import { runOffline, verdictsOf } from '../offline-context.js';

/** A server that answers 200 with its fixture document whatever id the path names. */
const anyIdServes = () => ({ status: 200, json: { _id: 'p1', title: 'the fixture, whatever the id' } });

describe.each(SPECIFIED_OPERATION_KEYS)('unknown-ids on %s', (operation) => {
  it('passes a server that serves no document for unknown and malformed ids, observing each status', async () => {
    const { findings, requests } = await runOffline(unknownIds, operation, documentServer().server);
    expect(requests.length).toBeGreaterThan(1);
    expect(verdictsOf(findings)).toEqual(requests.flatMap(() => ['observe PATH.IDS', 'pass PATH.IDS']));
    expect(findings.filter((finding) => finding.verdict === 'observe').map((finding) => finding.message)).toEqual(
      requests.map((request) => `${request.purpose.split(' ')[0] ?? ''} id answered 404`),
    );
  });

  it('fails every id answered 200, except on the person DELETE, which may be idempotent', async () => {
    const { findings, requests } = await runOffline(unknownIds, operation, anyIdServes);
    const idempotent = operation === 'DELETE /projects/{projectId}/people/{personId}';
    // A failure is confirmed by sending the same request again (suites/runtime/confirm.ts): each request
    // judged once; confirmed failures are recorded once confirmed, after the observations (a set, not an order).
    const sent = [...new Set(requests.map((request) => JSON.stringify(request.params)))];
    expect(verdictsOf(findings).sort()).toEqual(sent.flatMap(() => (idempotent ? ['observe PATH.IDS'] : ['observe PATH.IDS', 'fail PATH.IDS'])).sort());
  });
});
