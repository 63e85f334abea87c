import { describe, expect, it } from 'vitest';
import { deleteRemoves } from '../../../suites/checks/scenario/delete-removes.js';
import { documentServer, type Deviations } from '../fake-documents.js';
import { runOffline, verdictsOf } from '../offline-context.js';

const OPERATION = 'DELETE /projects/{projectId}/people/{personId}';
const run = (deviations?: Deviations) => runOffline(deleteRemoves, OPERATION, documentServer(deviations).server);

describe('delete-removes', () => {
  it('passes a server whose DELETE removes the person (a second DELETE is refused, as for anyone absent)', async () => {
    expect(verdictsOf((await run()).findings)).toEqual(['pass DELETE_PERSON.REMOVES']);
  });

  it('fails a server that answers 200 yet keeps the person on the project', async () => {
    const { findings } = await run({ remove: (onProject) => (onProject ? { status: 200, keep: true } : undefined) });
    expect(verdictsOf(findings)).toEqual(['fail DELETE_PERSON.REMOVES']);
    expect(findings[0]?.message).toMatch(/the first DELETE did not remove them/);
  });

  it('only observes an idempotent DELETE: removal cannot be told apart', async () => {
    const { findings } = await run({ remove: (onProject) => (onProject ? undefined : { status: 200 }) });
    expect(verdictsOf(findings)).toEqual(['observe DELETE_PERSON.REMOVES']);
  });

  it('warns on a refusal to delete a person just added (VALIDATION.ACCEPT)', async () => {
    const { findings } = await run({ remove: () => ({ status: 403, json: { message: 'forbidden' } }) });
    expect(verdictsOf(findings)).toEqual(['warn VALIDATION.ACCEPT']);
  });

  it('skips, with the reason, when no person can be added', async () => {
    const { findings } = await run({ add: () => ({ status: 400, json: { message: 'no' } }) });
    expect(findings.map((finding) => [finding.verdict, finding.message])).toEqual([['skip', 'a person could not be added to delete']]);
  });
});
