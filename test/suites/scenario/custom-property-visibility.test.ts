import { describe, expect, it } from 'vitest';
import { CAN_VIEW_ORDER } from '../../../specs/schemas/index.js';
import { customPropertyVisibility } from '../../../suites/checks/scenario/custom-property-visibility.js';
import type { ConnectionConfig } from '../../../engine/connection.js';
import { documentServer, type Deviations, type Doc } from '../fake-documents.js';
import { OFFLINE_CONNECTION, runOffline, verdictsOf, type FakeServer } from '../offline-context.js';

const OPERATION = 'PATCH /projects/{projectId}';
const BOTH = { ...OFFLINE_CONNECTION, memberToken: 'm', managerToken: 'g' };
const rank = (role: unknown) => CAN_VIEW_ORDER.indexOf(role as (typeof CAN_VIEW_ORDER)[number]);
/** Only the properties whose canView is at or below the caller's role, as `ranked` ranks it (a faithful server: the role's own rank). */
function hiding(ranked: (role: string) => number, deviations: Deviations = {}): FakeServer {
  const { server } = documentServer(deviations);
  return (request) => {
    const answer = server(request);
    const role = typeof request.caller === 'string' ? request.caller : 'admin';
    const doc = answer.json as Doc | undefined;
    if (answer.status !== 200 || !Array.isArray(doc?.customProperties)) return answer;
    return { ...answer, json: { ...doc, customProperties: (doc.customProperties as Doc[]).filter((p) => rank(p.canView) <= ranked(role)) } };
  };
}
const run = (server: FakeServer, connection: ConnectionConfig = BOTH) => runOffline(customPropertyVisibility, OPERATION, server, { connection });
/** One pass per canView level: a role's read judged right for each. */
const allSeenRight = () => CAN_VIEW_ORDER.map(() => 'pass CUSTOM_PROPERTY.VISIBILITY');

describe('custom-property-visibility', () => {
  it('passes a server that shows each role the properties at or below its level', async () => {
    const { findings } = await run(hiding(rank));
    expect(verdictsOf(findings)).toEqual([
      ...allSeenRight(), // the admin's read
      'observe AUTH.ROLES',
      ...allSeenRight(), // the member's read
      'observe AUTH.ROLES',
      ...allSeenRight(), // the manager's read
    ]);
    expect(findings.filter((finding) => finding.verdict === 'pass').map((finding) => finding.message)).toContain('member does not see a manager property');
  });

  it("judges the admin by a read, not by the 200 answer, which may show the project as it was before the update (Mongoose's findOneAndUpdate)", async () => {
    const { findings, requests } = await run(hiding(rank, { answersPrevious: true }));
    expect(findings.filter((finding) => finding.verdict === 'fail')).toEqual([]);
    expect(verdictsOf(findings).slice(0, CAN_VIEW_ORDER.length)).toEqual(allSeenRight());
    expect(requests.map((request) => request.purpose)).toContain('read the project as the admin');
  });

  it('fails a server that shows a member every property, naming the levels it should not see', async () => {
    const { findings } = await run(hiding((role) => (role === 'member' ? rank('admin') : rank(role))));
    const failed = findings.filter((finding) => finding.verdict === 'fail');
    expect(verdictsOf(failed)).toEqual(['fail CUSTOM_PROPERTY.VISIBILITY', 'fail CUSTOM_PROPERTY.VISIBILITY']);
    expect(failed.map((finding) => finding.message)).toEqual([
      expect.stringMatching(/^Received a project read by a member that shows the property with canView manager/),
      expect.stringMatching(/^Received a project read by a member that shows the property with canView admin/),
    ]);
  });

  it('fails a server that hides from a manager what a manager may view', async () => {
    const { findings } = await run(hiding((role) => (role === 'manager' ? rank('member') : rank(role))));
    const failed = findings.filter((finding) => finding.verdict === 'fail');
    expect(failed.map((finding) => finding.message)).toEqual([
      expect.stringMatching(/^Received a project read by a manager that lacks the property with canView manager/),
    ]);
  });

  it("observes a role's refused read and skips what it would see", async () => {
    const { server } = documentServer({ authorize: (request) => (request.caller === 'member' ? { status: 403, json: { message: 'no' } } : undefined) });
    const { findings } = await run(server, { ...OFFLINE_CONNECTION, memberToken: 'm' });
    expect(verdictsOf(findings).slice(CAN_VIEW_ORDER.length)).toEqual(['observe AUTH.ROLES', 'skip CUSTOM_PROPERTY.VISIBILITY']);
    expect(findings.at(-1)?.message).toBe('the member may not read the project (403), so what a member sees cannot be observed');
  });

  it('skips when the admin cannot set custom properties, and when no viewer token is given', async () => {
    const refusing = documentServer({ refuse: () => ({ status: 400, json: { message: 'no' } }) }).server;
    expect((await run(refusing)).findings.map((finding) => [finding.verdict, finding.message])).toEqual([
      ['skip', 'the admin could not set custom properties (400)'],
    ]);
    const { findings, requests } = await run(documentServer().server, OFFLINE_CONNECTION);
    expect(requests).toEqual([]);
    expect(findings.map((finding) => [finding.verdict, finding.message])).toEqual([['skip', expect.stringMatching(/^needs --member-token/)]]);
  });
});
