import { describe, expect, it } from 'vitest';
import type { Document, State } from '../../reference/state/model.js';
import { atProbe, comparableState, crashes, PROBE_RUN, resultsOf, runThrough, TIMEOUT_MS } from './run-through.js';

const ADD_PERSON = 'POST /projects/{projectId}/people';
const DOWN_MS = 3_000;

/** E-mails of project people the run left behind: on a project after the run, not before it. */
function newPeople(before: unknown, after: unknown): string[] {
  const emails = (state: unknown) =>
    [...(state as State).projects.values()].flatMap((project) => project.people.map((person: Document) => String(person.email)));
  const known = new Set(emails(before));
  return emails(after).filter((email) => !known.has(email));
}

/** A server that goes away during a run: findings, no crash, and the restore once it is back, or a list of what is left. */
describe.concurrent('a server that dies half-way through a run', () => {
  it('and comes back: the run reports it, and the restore at the end puts everything back', async () => {
    const outcome = await runThrough([atProbe({ kind: 'die', downMs: DOWN_MS })], [...PROBE_RUN, '--only', 'pending-invitation']);

    expect(crashes(outcome)).toEqual([]);
    expect(outcome.code, outcome.stderr).toBe(1);
    const failed = (outcome.report?.results ?? []).filter((result) => result.check === 'transport' && result.status === 'failed');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.map((result) => result.message).join('\n')).toMatch(/connection (refused|reset by the server)|other side closed/);

    // Requests reached the harness after it came back: the restore waited for it.
    const died = outcome.log.find((entry) => entry.misbehaviour === 'die');
    expect(outcome.log.some((entry) => died && entry.at >= died.at + DOWN_MS)).toBe(true);
    expect(outcome.report?.restore?.leftovers).toEqual([]);
    expect(comparableState(outcome.after)).toEqual(comparableState(outcome.before));
  });

  it('for good: the restore is attempted, and everything it could not put back is listed, loudly', async () => {
    // A shorter timeout: the restore waits five of them for the server to come back.
    const outcome = await runThrough([atProbe({ kind: 'die' })], [...PROBE_RUN, '--timeout', '1000']);

    expect(crashes(outcome)).toEqual([]);
    expect(outcome.code, outcome.stderr).toBe(1);
    const leftovers = outcome.report?.restore?.leftovers ?? [];
    const fixtures = Object.entries(outcome.config)
      .filter(([key]) => key.endsWith('Id'))
      .map(([, id]) => id);
    expect(fixtures.length).toBeGreaterThanOrEqual(2);
    for (const id of fixtures) {
      expect(
        leftovers.find((line) => line.includes(id)),
        id,
      ).toMatch(/was not restored: the restore could not be sent: connection refused .*; its state before the run: \{/);
      expect(outcome.stdout).toMatch(new RegExp(`Left on the server \\(clean up by hand\\): \\w+ ${id} was not restored`));
    }
    expect(outcome.stderr.trim().split('\n').pop()).toBe(
      `pm-conformance: the restore left ${leftovers.length} changes on the server, listed above and in report.json (restore.leftovers)`,
    );
  });
});

describe.concurrent('an add that never got its answer', () => {
  it('is listed by e-mail: the server may hold a person the run has no id for', async () => {
    // Answered (and applied, unless the run is over by then) after the client gave up, as a slow server would.
    const outcome = await runThrough(
      [{ operation: ADD_PERSON, times: 1, action: { kind: 'late', ms: TIMEOUT_MS + 1_000 } }],
      ['--only', 'transport,pending-invitation'],
    );

    expect(crashes(outcome)).toEqual([]);
    expect(resultsOf(outcome.report, 'transport', ADD_PERSON).map((row) => row.status)).toEqual(['failed']);
    const leftovers = outcome.report?.restore?.leftovers ?? [];
    expect(leftovers).toEqual([
      expect.stringMatching(
        new RegExp(
          `^project ${outcome.config.projectId} may hold a person the run tried to add \\(pmc-\\S+@example\\.com\\): that request got no answer \\(no complete answer within ${TIMEOUT_MS} ms\\), so the run has no id to remove them by$`,
        ),
      ),
    ]);
    expect(outcome.stdout).toContain(`Left on the server (clean up by hand): ${leftovers[0]}`);
    // Whoever the late answer did add is named there.
    for (const email of newPeople(outcome.before, outcome.after)) expect(leftovers[0]).toContain(email);
  });
});
