import { describe, expect, it } from 'vitest';
import type { State } from '../e2e/server-state.js';
import { crashes, resultsOf, runThrough } from './run-through.js';

const ADD = 'POST /projects/{projectId}/people';

/** The e-mails of every project's people, by project id. */
function peopleOf(state: unknown): Record<string, string[]> {
  return Object.fromEntries(
    [...(state as State).projects].map(([id, stored]) => [id, (stored.people ?? []).map((record) => String((record as { email?: unknown }).email)).sort()]),
  );
}

/**
 * Never re-send a write (issue 33): an add applied by the server whose answer is lost on the way back
 * (headers and half the body, then a reset) is sent once. Sent again, it would add the person twice
 * or be refused as a duplicate and judged on that. The run does not assess that exchange, goes on,
 * and the restore removes every person it could name; the one whose id it never got is listed.
 */
describe('an add applied by the server whose answer is lost', () => {
  it('is sent once, not assessed, and the restore leaves only that person, named', async () => {
    const outcome = await runThrough([{ operation: ADD, times: 1, action: { kind: 'applied-then-reset' } }], ['--only', 'transport,person-round-trip']);

    expect(crashes(outcome)).toEqual([]);
    const adds = outcome.log.filter((entry) => entry.operation === ADD);
    const lost = adds.find((entry) => entry.misbehaviour === 'applied-then-reset');
    expect(lost).toBeDefined();
    // No add went twice: every body (each carries an e-mail of its own) reached the server once.
    const bodies = adds.map((entry) => entry.body);
    expect(bodies.length).toBeGreaterThan(1);
    expect(new Set(bodies).size).toBe(bodies.length);
    // Not a failure of the server: the exchange is not assessed.
    expect(resultsOf(outcome.report, 'transport', ADD).map((row) => row.status)).not.toContain('failed');
    expect(resultsOf(outcome.report, 'transport', ADD).some((row) => (row.counts['not-assessable'] ?? 0) > 0)).toBe(true);
    expect(resultsOf(outcome.report, 'person-round-trip').map((row) => row.status)).not.toContain('failed');

    // The person the lost add put on the project is the only change left, and the run says so.
    const email = (JSON.parse(lost?.body ?? '{}') as { email?: string }).email as string;
    const before = peopleOf(outcome.before);
    const after = peopleOf(outcome.after);
    const grown = Object.keys(after).filter((id) => JSON.stringify(after[id]) !== JSON.stringify(before[id]));
    expect(grown).toHaveLength(1);
    expect(after[grown[0] as string]).toEqual([...(before[grown[0] as string] ?? []), email].sort());
    const leftovers = outcome.report?.restore?.leftovers ?? [];
    expect(leftovers).toEqual([expect.stringContaining(`project ${grown[0]} may hold a person the run tried to add (${email})`)]);
    expect(outcome.stdout).toContain(`Left on the server (clean up by hand): ${leftovers[0]}`);
  });
});
