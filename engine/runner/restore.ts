import type { ApiClient } from '../http/client.js';
import { journal, pendingPeople } from './journal.js';
import { bodyOf, readFixture, type Fixture } from './fixtures.js';
import { isQuietable } from '../http/quiet.js';
import { toRequestBody } from '../../specs/request-shape.js';
import type { RestoreOutcome } from '../../reports/model.js';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Fields that differ from the snapshot after the restore, and that no request can put back. */
function remaining(before: Record<string, unknown>, after: Record<string, unknown> | undefined, ignore: readonly string[]): string[] {
  if (!after) return [];
  return Object.keys({ ...before, ...after }).filter((key) => !ignore.includes(key) && !same(before[key], after[key]))
    .map((key) => `${key} was ${JSON.stringify(before[key]) ?? '(absent)'}, is ${JSON.stringify(after[key]) ?? '(absent)'}`);
}

/**
 * A restore changes data, so it asks for no notifications where the operation takes notify; a server
 * that refuses the parameter gets the plain request.
 */
async function putBack(client: ApiClient, fixture: Fixture, body: Record<string, unknown>) {
  const request = { operation: fixture.operation, params: fixture.params, body, purpose: 'restore the fixture' };
  if (!isQuietable(fixture.operation)) return client.send(request);
  const quiet = await client.send({ ...request, query: { notify: 'false' } });
  return quiet.response?.status === 400 ? client.send(request) : quiet;
}

/**
 * Puts the fixtures back as the snapshot found them and removes every person the run added (and
 * journals the removal, so that a later restore does not try again). Runs after each group of checks,
 * and at the end of the run also after a failure, a timeout or Ctrl-C; what cannot be restored is
 * listed, never hidden.
 */
export async function restoreFixtures(client: ApiClient, snapshot: Iterable<readonly [Fixture, Record<string, unknown>]>, journalFile: string): Promise<RestoreOutcome> {
  const restored: string[] = [];
  const leftovers: string[] = [];
  for (const person of pendingPeople(journalFile)) {
    const exchange = await client.send({ operation: 'DELETE /projects/{projectId}/people/{personId}', params: { projectId: person.projectId, personId: person.personId }, purpose: 'restore: remove a person the run added' });
    if (exchange.response?.status === 200) {
      journal(journalFile, { op: 'removed', projectId: person.projectId, personId: person.personId });
      restored.push(`removed person ${person.personId} from project ${person.projectId}`);
    } else leftovers.push(`person ${person.personId} is still on project ${person.projectId} (DELETE answered ${exchange.response?.status ?? exchange.problem?.message})`);
  }
  for (const [fixture, before] of snapshot) {
    const body = toRequestBody(fixture.schema, before);
    const exchange = await putBack(client, fixture, body);
    if (exchange.response?.status !== 200) {
      leftovers.push(`${fixture.label}: the restore was refused (${exchange.response?.status ?? exchange.problem?.message}); its state before the run: ${JSON.stringify(body)}`);
      continue;
    }
    const after = bodyOf(await readFixture(client, fixture, 'check the restore'));
    const left = remaining(before, after, ['updatedAt']);
    if (left.length === 0) restored.push(`${fixture.label} restored`);
    else leftovers.push(...left.map((text) => `${fixture.label}: ${text} (the API offers no way to set it back)`));
  }
  return { restored, leftovers };
}
