import { describe, expect, it } from 'vitest';
import { pendingInvitation } from '../../../suites/checks/scenario/pending-invitation.js';
import { documentServer } from '../fake-documents.js';
import { runOffline } from '../offline-context.js';

const OPERATION = 'POST /projects/{projectId}/people';
const run = (add?: (body: Record<string, unknown>) => { status: number; json?: unknown } | undefined) =>
  runOffline(pendingInvitation, OPERATION, documentServer(add ? { add } : {}).server);
const judged = (findings: readonly { verdict: string; message: string }[]) => findings.map((finding) => [finding.verdict, finding.message]);

// Whether a new person is invited is not stated: either record is observed, never warned; the person is removed after.
describe('pending-invitation', () => {
  it('observes a record without invitePendingSince, and removes the person it added', async () => {
    const { findings, requests } = await run();
    expect(judged(findings)).toEqual([['observe', 'a person new to the organisation has no invitePendingSince']]);
    expect(requests.at(-1)).toMatchObject({ operation: 'DELETE /projects/{projectId}/people/{personId}', params: { personId: 'u1' } });
  });

  it('observes a pending invitation, with the type of invitePendingSince', async () => {
    const invited = (body: Record<string, unknown>) => ({ status: 200, json: { ...body, _id: 'r9', person: 'u9', invitePendingSince: 1_700_000_000 } });
    const { findings } = await run(invited);
    expect(judged(findings)).toEqual([['observe', 'a person new to the organisation has a pending invitation (invitePendingSince of type number)']]);
  });

  it('skips, with the reason, when the person is refused', async () => {
    const { findings } = await run(() => ({ status: 403, json: { message: 'no' } }));
    expect(judged(findings)).toEqual([['skip', 'a new person could not be added']]);
  });
});
