import type { ApiClient, ApiRequest } from '../http/client.js';
import type { Exchange } from '../exchange.js';
import { journal, pendingPeople, unansweredAdds } from './journal.js';
import { bodyOf, readFixture, type Fixture } from './fixtures.js';
import { isQuietable } from '../http/quiet.js';
import { toRequestBody } from '../../specs/request-shape.js';
import type { RestoreOutcome } from '../../reports/model.js';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Fields that differ from the snapshot after the restore, and that no request can put back. */
function remaining(before: Record<string, unknown>, after: Record<string, unknown>, ignore: readonly string[]): string[] {
  return Object.keys({ ...before, ...after }).filter((key) => !ignore.includes(key) && !same(before[key], after[key]))
    .map((key) => `${key} was ${JSON.stringify(before[key]) ?? '(absent)'}, is ${JSON.stringify(after[key]) ?? '(absent)'}`);
}

/** No answer, or a gateway's "not now": a server that is down or restarting, worth waiting for. */
function unavailable(exchange: Exchange): boolean {
  return exchange.response ? [502, 503, 504].includes(exchange.response.status) : exchange.problem !== undefined;
}

/** What the restore sends through: the client, waiting (until `deadline`) for a server that is down to come back. */
type Sender = Pick<ApiClient, 'send'>;

function patient(client: ApiClient, deadline: number): Sender {
  return {
    send: async (request: ApiRequest) => {
      for (;;) {
        const exchange = await client.send(request);
        const left = deadline - Date.now();
        if (!unavailable(exchange) || left <= 0) return exchange;
        await new Promise((resolve) => setTimeout(resolve, Math.min(500, left)));
      }
    },
  };
}

/** "HTTP 400", or what happened on the wire. */
const outcomeOf = (exchange: Exchange) => (exchange.response ? `answered HTTP ${exchange.response.status}` : `could not be sent: ${exchange.problem?.message ?? 'no answer'}`);

/**
 * A restore changes data, so it asks for no notifications where the operation takes notify; a server
 * that refuses the parameter gets the plain request.
 */
async function putBack(client: Sender, fixture: Fixture, body: Record<string, unknown>) {
  const request = { operation: fixture.operation, params: fixture.params, body, purpose: 'restore the fixture' };
  if (!isQuietable(fixture.operation)) return client.send(request);
  const quiet = await client.send({ ...request, query: { notify: 'false' } });
  return quiet.response?.status === 400 ? client.send(request) : quiet;
}

export interface RestoreOptions {
  /** How long to wait for a server that does not answer (or answers 502/503/504) to come back. Default: not at all. */
  readonly waitMs?: number;
}

/**
 * Puts the fixtures back as the snapshot found them and removes every person the run added (and
 * journals the removal, so that a later restore does not try again). Runs after each group of checks,
 * and at the end of the run, also after a failure, waiting a bounded time for a server that went away
 * to come back; what cannot be restored is listed, never hidden.
 */
export async function restoreFixtures(client: ApiClient, snapshot: Iterable<readonly [Fixture, Record<string, unknown>]>, journalFile: string, options: RestoreOptions = {}): Promise<RestoreOutcome> {
  const sender = patient(client, Date.now() + (options.waitMs ?? 0));
  const restored: string[] = [];
  const leftovers: string[] = [];
  for (const person of pendingPeople(journalFile)) {
    const exchange = await sender.send({ operation: 'DELETE /projects/{projectId}/people/{personId}', params: { projectId: person.projectId, personId: person.personId }, purpose: 'restore: remove a person the run added' });
    if (exchange.response?.status === 200) {
      journal(journalFile, { op: 'removed', projectId: person.projectId, personId: person.personId });
      restored.push(`removed person ${person.personId} from project ${person.projectId}`);
    } else leftovers.push(`person ${person.personId}${person.email ? ` (${person.email})` : ''} is still on project ${person.projectId}: the DELETE ${outcomeOf(exchange)}`);
  }
  for (const add of unansweredAdds(journalFile)) {
    leftovers.push(`project ${add.projectId} may hold a person the run tried to add${add.email ? ` (${add.email})` : ''}: that request got no answer (${add.problem}), so the run has no id to remove them by`);
  }
  for (const [fixture, before] of snapshot) {
    const body = toRequestBody(fixture.schema, before);
    const exchange = await putBack(sender, fixture, body);
    if (exchange.response?.status !== 200) {
      leftovers.push(`${fixture.label} was not restored: the restore ${outcomeOf(exchange)}; its state before the run: ${JSON.stringify(body)}`);
      continue;
    }
    const readBack = await readFixture(sender, fixture, 'check the restore');
    const after = bodyOf(readBack);
    // The PATCH was accepted, so the fixture is most likely back; the report says it was not seen.
    if (!after) {
      restored.push(`${fixture.label} restored (not confirmed: the read-back ${outcomeOf(readBack)})`);
      continue;
    }
    const left = remaining(before, after, ['updatedAt']);
    if (left.length === 0) restored.push(`${fixture.label} restored`);
    else leftovers.push(...left.map((text) => `${fixture.label}: ${text} (the API offers no way to set it back)`));
  }
  return { restored, leftovers };
}
