import { jsonObjectOf } from '../../engine/answer.js';
import { excerpt } from '../../engine/excerpt.js';
import type { Exchange } from '../../engine/exchange.js';
import type { Finding } from '../../engine/finding.js';
import type { ApiRequest } from '../../engine/http/client.js';
import { changedFields, describeChanges } from './read-back.js';
import { statusOf } from './statuses.js';

/**
 * Confirm before failing (issue 24): a failure is re-checked once on the spot by sending the request
 * that showed it again. Only a GET (a read) or a PATCH is sent again: a PATCH sets the same values a
 * second time, so the repeat changes nothing the first did not (a read through PATCH {} included). An add or a delete
 * repeated is another request (a duplicate, a person already gone): those failures stand as seen.
 * Transport problems are not findings about the API and are not confirmed here.
 */

// The request each exchange was sent from: the recorded exchange carries no token to send again.
const requests = new WeakMap<Exchange, ApiRequest>();

export function rememberRequest(exchange: Exchange, request: ApiRequest): void {
  requests.set(exchange, request);
}

/** The request an exchange was sent from (what a reproduction is replayed with), when the run sent it. */
export const sentRequest = (exchange: Exchange): ApiRequest | undefined => requests.get(exchange);

/** The request to send again to confirm a failure shown by `exchange`, when it can be repeated. */
export function repeatable(exchange: Exchange | undefined): ApiRequest | undefined {
  const request = exchange?.response ? requests.get(exchange) : undefined;
  return request && (exchange?.request.method === 'PATCH' || exchange?.request.method === 'GET') ? request : undefined;
}

/**
 * How a second answer differs from the first, as far as a failure can rest on it: the status, the
 * body's fields (updatedAt aside: a repeated PATCH may touch it; for a PATCH that carried fields, only
 * those: others may change meanwhile on a living server or under concurrent samples), or the text.
 * Undefined: the same.
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
 * observations are in the message; the evidence stays the first.
 */
export function notReproduced<F extends Pick<Finding, 'verdict' | 'message'>>(finding: F, again: Exchange, why: string, strict: boolean): F {
  const message = `${finding.message} [Not seen again when re-checked on the spot: ${why} (a second ${again.request.method} answered ${statusOf(again)}).]`;
  return { ...finding, verdict: strict ? 'fail' : 'flaky', message };
}
