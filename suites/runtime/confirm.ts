import { jsonObjectOf } from '../../engine/answer.js';
import { excerpt } from '../../engine/excerpt.js';
import type { Exchange } from '../../engine/exchange.js';
import type { Finding } from '../../engine/finding.js';
import { sideEffectFree } from '../../engine/http/api-request.js';
import type { ApiRequest } from '../../engine/http/client.js';
import { changedFields, describeChanges } from './read-back.js';
import { statusOf } from './statuses.js';

/**
 * Confirm before failing, by effect (issues 24 and 33). A failure is re-checked once on the spot, but
 * only ever by a request that changes nothing: a read (GET, or PATCH {} — an update that names no
 * field). A write is never sent again: on a server that applied it, the second one may be refused
 * because of the first (a project the first moved to another organisation), or change more.
 *
 * - A failure shown by a read's answer is re-checked by the same read. When the evidence is the answer
 *   itself, a second answer that does not show it makes the failure *flaky*, unless the first read came
 *   soon after a change of its document and a steady later answer no longer shows it: then it may only
 *   have come before the server's reads showed the change, an observation (look-later.ts). When the evidence is a
 *   change on the server (`evidence: 'effect'`: a refused field stored, a refused write applied), the
 *   read is the effect read again: the change was seen, so the failure stands, and says what the
 *   second read showed when it no longer shows it.
 * - A failure shown by a write's answer (a PATCH that named fields, an add, a delete) stands as seen.
 * Transport problems are not findings about the API and are not confirmed here.
 */

// The request each exchange was sent from: the recorded exchange carries no token to send again.
const requests = new WeakMap<Exchange, ApiRequest>();

export function rememberRequest(exchange: Exchange, request: ApiRequest): void {
  requests.set(exchange, request);
}

/** The request an exchange was sent from (what a reproduction is replayed with), when the run sent it. */
export const sentRequest = (exchange: Exchange): ApiRequest | undefined => requests.get(exchange);

/** The request to send again to confirm a failure shown by `exchange`: only a read that was answered. */
export function repeatable(exchange: Exchange | undefined): ApiRequest | undefined {
  const request = exchange?.response ? requests.get(exchange) : undefined;
  return request && sideEffectFree(request) ? request : undefined;
}

/**
 * How a second answer differs from the first, as far as a failure can rest on it: the status, the
 * body's fields (updatedAt aside: a living server may touch it), or the text. Undefined: the same.
 */
export function answerDifference(first: Exchange, again: Exchange, sent?: unknown): string | undefined {
  const [a, b] = [first.response, again.response];
  if (!a || !b) return b ? undefined : `the second got ${statusOf(again)}`;
  if (a.status !== b.status) return `the second answered ${b.status} where the first answered ${a.status}`;
  const [before, after] = [jsonObjectOf(a.json), jsonObjectOf(b.json)];
  if (before && after) {
    const carried = jsonObjectOf(sent);
    const changed = changedFields(before, after, carried && Object.keys(carried).length > 0 ? Object.keys(carried) : undefined);
    return changed.length === 0 ? undefined : `the second answer differs: ${excerpt(describeChanges(changed, before, after), 300)}`;
  }
  return a.bodyText === b.bodyText ? undefined : `the second answer differs: ${excerpt(b.bodyText)}`;
}

/**
 * The finding a failure becomes when the repeat did not show it again: flaky (counted apart, not
 * failing the run), or under --strict still a failure that says it did not reproduce. Both
 * observations are in the message; the evidence stays the first. For a change seen on the server
 * (`effect`), never flaky: the change was seen; the failure says the effect no longer shows.
 */
export function notReproduced<F extends Pick<Finding, 'verdict' | 'message'>>(
  finding: F,
  again: Exchange,
  why: string,
  strict: boolean,
  evidence: 'answer' | 'effect' = 'answer',
): F {
  if (evidence === 'effect')
    return {
      ...finding,
      message: `${finding.message} [Read again on the spot, the change no longer shows: ${why} (the second ${again.request.method} answered ${statusOf(again)}); it was seen, so it stands.]`,
    };
  const message = `${finding.message} [Not seen again when re-checked on the spot: ${why} (a second ${again.request.method} answered ${statusOf(again)}).]`;
  return { ...finding, verdict: strict ? 'fail' : 'flaky', message };
}
