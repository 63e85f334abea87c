import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationKey } from '../../specs/operations.js';
import { startOtherOrigin, type OtherOrigin, type Rule } from './harness/index.js';
import { atProbe, crashes, observedBy, PROBE_RUN, resultsOf, runThrough } from './run-through.js';

let other: OtherOrigin;
beforeAll(async () => {
  other = await startOtherOrigin();
});
afterAll(async () => {
  await other.close();
});

const ADD_PERSON: OperationKey = 'POST /projects/{projectId}/people';

/**
 * A redirect to another origin is reported and never followed: the request, its body and its token
 * reach no one but the base URL's origin. A 307 is one a following client would resend with its
 * method and body.
 */
describe.concurrent('a redirect to another origin', () => {
  it.each<[number, OperationKey, (location: string) => Rule, readonly string[]]>([
    [302, 'PATCH /projects/{projectId}', (location) => atProbe({ kind: 'redirect', status: 302, location }), PROBE_RUN],
    [
      307,
      ADD_PERSON,
      (location) => ({ operation: ADD_PERSON, times: 1, action: { kind: 'redirect', status: 307, location } }),
      ['--only', 'transport,status-documented,pending-invitation'],
    ],
  ])('%s on %s is reported, not followed, and the token stays home', async (status, operation, rule, only) => {
    const outcome = await runThrough([rule(other.url)], only);

    // The add the 307 answered added no one: the MUST its check was there to judge is not assessed, and the
    // run says Incomplete (exit 2), the merged evidence rule. The PATCH probe's checks are all judged.
    const unassessed = status === 307 ? ['PERSON.INVITE_PENDING'] : [];
    expect(crashes(outcome).filter((problem) => !(unassessed.length > 0 && /^exit 2: .*the run is incomplete/.test(problem)))).toEqual([]);
    expect(outcome.code, outcome.stderr).toBe(unassessed.length > 0 ? 2 : 0);
    expect(
      (outcome.report?.coverage?.requirements.notAssessed ?? []).filter((entry) => entry.level === 'MUST').map((entry) => [entry.id, entry.reasons]),
    ).toEqual(unassessed.map((id) => [id, [expect.stringContaining('a new person could not be added')]]));
    // A redirect is a status the spec does not show: observed, never a warning or a failure.
    expect(observedBy(outcome.report, 'transport', operation)).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`Received redirect ${status} to ${other.url}/v1/projects/\\S+ not followed`))]),
    );
    expect(resultsOf(outcome.report, 'status-documented', operation).map((row) => row.status)).not.toContain('warning');

    expect(outcome.log.filter((entry) => entry.misbehaviour === 'redirect')).toHaveLength(1);
    expect(other.visits).toEqual([]);
    expect(outcome.report?.restore?.leftovers).toEqual([]);
  });
});
