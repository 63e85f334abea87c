import { describe, expect, it } from 'vitest';
import { updatedAtAdvances } from '../../../suites/checks/scenario/updated-at-advances.js';
import { documentServer, type Deviations } from '../fake-documents.js';
import { runOffline, verdictsOf } from '../offline-context.js';

const OPERATION = 'PATCH /projects/{projectId}';
const changes = (requests: readonly { purpose: string }[]) => requests.filter((request) => request.purpose === 'change the description');
/** The fixture project with an updatedAt that shows milliseconds, so that a standstill is retried after 20 ms, not 1.1 s. */
function server(deviations: Deviations) {
  const made = documentServer(deviations);
  made.stored.set('p1', { ...made.stored.get('p1'), updatedAt: '2025-03-01T10:00:00.123Z' });
  return made.server;
}

describe('updated-at-advances', () => {
  it('passes a server whose updatedAt advances on the first change', async () => {
    const { findings, requests } = await runOffline(updatedAtAdvances, OPERATION, server({}));
    expect(changes(requests)).toHaveLength(1);
    expect(verdictsOf(findings)).toEqual(['pass PROJECT.UPDATED_AT']);
    expect(findings[0]?.message).toBe('updatedAt advanced');
  });

  it('passes a server of coarse timestamps whose updatedAt advances only on the second change', async () => {
    let updates = 0;
    const { findings, requests } = await runOffline(
      updatedAtAdvances,
      OPERATION,
      server({ update: (merged, before) => ((updates += 1) === 1 ? { ...merged, updatedAt: before.updatedAt } : merged) }),
    );
    expect(changes(requests)).toHaveLength(2);
    expect(verdictsOf(findings)).toEqual(['pass PROJECT.UPDATED_AT']);
    expect(findings[0]?.message).toMatch(/on a second change/);
  });

  it('warns on a server whose updatedAt stands still through two stored changes', async () => {
    const { findings } = await runOffline(updatedAtAdvances, OPERATION, server({ update: (merged, before) => ({ ...merged, updatedAt: before.updatedAt }) }));
    expect(verdictsOf(findings)).toEqual(['warn PROJECT.UPDATED_AT']);
    expect(findings[0]?.message).toMatch(/^Received updatedAt 2025-03-01T10:00:00\.123Z after two changes of description, 20 ms apart/);
  });

  it('warns at once on a server whose updatedAt goes back', async () => {
    const back = '2024-01-01T00:00:00.000Z';
    const { findings, requests } = await runOffline(updatedAtAdvances, OPERATION, server({ update: (merged) => ({ ...merged, updatedAt: back }) }));
    expect(changes(requests)).toHaveLength(1);
    expect(verdictsOf(findings)).toEqual(['warn PROJECT.UPDATED_AT']);
    expect(findings[0]?.message).toMatch(new RegExp(`updatedAt ${back} after a change, earlier than the 2025-03-01T10:00:00.123Z read before`));
  });

  it('skips, with the reason, when the change is refused', async () => {
    const { findings } = await runOffline(updatedAtAdvances, OPERATION, server({ refuse: () => ({ status: 400, json: { message: 'no' } }) }));
    expect(findings.map((finding) => [finding.verdict, finding.message])).toEqual([['skip', expect.stringMatching(/change was not accepted/)]]);
  });

  it('skips, with the reason, when the project cannot be read', async () => {
    const { findings } = await runOffline(updatedAtAdvances, OPERATION, () => ({ status: 403, json: { message: 'forbidden' } }));
    expect(findings.map((finding) => [finding.verdict, finding.message])).toEqual([['skip', expect.stringMatching(/could not be read/)]]);
  });
});
