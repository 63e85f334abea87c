import type { Exchange } from '../../engine/exchange.js';
import type { Finding } from '../../engine/finding.js';
import { sleep } from '../../engine/http/layers/layer.js';
import type { ApiRequest } from '../../engine/http/api-request.js';
import type { ReadLag } from '../../engine/http/read-lag.js';
import { isJudged } from '../../engine/not-now.js';
import { answerDifference } from './confirm.js';

/**
 * A failure shown by a read, and what a second read at once showed: on a server whose reads lag its
 * writes (a read replica the probe did not catch, or whose lag has grown since), a read sent soon
 * after a change of its document can come too early, and so can the second. The spec says nothing of
 * when a read sees an update, so a read that did not show the change, when a later one does, is an
 * observation and no failure, and the run waits that long before its later reads of a changed
 * document (engine/http/read-lag.ts).
 *
 * - The second read no longer shows the failure, and the first was sent soon after a change: an observation.
 * - It still shows it: read again a little later, a few times (ReadLag.settleTimes); the first answer
 *   that no longer shows it makes the failure an observation.
 * Either way only if one more read at once answers the same as the read that no longer showed it
 * (steadyAfter): a server whose every answer differs is no replica catching up.
 * Undefined: the failure is judged as before (flaky, or it stands): the document did not change lately,
 * every later read showed it too, an answer said "not now", or the run has stopped looking.
 */
export async function lookLater<F extends Pick<Finding, 'verdict' | 'message'>>(
  finding: F,
  request: ApiRequest,
  readLag: ReadLag,
  reads: { readonly first: Exchange; readonly again: Exchange; readonly shownAgain: boolean },
  readAgain: (request: ApiRequest) => Promise<Exchange>,
  stillShows: (again: Exchange) => boolean,
): Promise<F | undefined> {
  if (!reads.shownAgain) {
    const soon = readLag.readSoonAfterChange(request, Date.parse(reads.first.startedAt) - performance.timeOrigin);
    return soon ? steadyAfter(finding, request, readLag, reads.again, performance.now(), readAgain) : undefined;
  }
  const times = readLag.settleTimes(request);
  if (times.length === 0) return undefined;
  for (const at of times) {
    await sleep(at - performance.now());
    const later = await readAgain({ ...request, purpose: `re-check later: ${request.purpose}` });
    // An answer that said "not now" (or none) shows nothing either way: stop looking, and the failure stands.
    if (!isJudged(later)) return undefined;
    if (!stillShows(later)) return steadyAfter(finding, request, readLag, later, performance.now(), readAgain);
  }
  readLag.settled(request, undefined);
  return undefined;
}

/**
 * A read (answered at `shownAt`) no longer showed the failure. A replica that caught up answers the
 * same again; a server whose answers differ from one read to the next (a mock that makes each one up)
 * does not, and its failure is judged as before (flaky, or it stands). One more read at once tells them apart.
 */
async function steadyAfter<F extends Pick<Finding, 'verdict' | 'message'>>(
  finding: F,
  request: ApiRequest,
  readLag: ReadLag,
  shown: Exchange,
  shownAt: number,
  readAgain: (request: ApiRequest) => Promise<Exchange>,
): Promise<F | undefined> {
  const steady = await readAgain({ ...request, purpose: `re-check once more: ${request.purpose}` });
  if (!isJudged(steady) || answerDifference(shown, steady) !== undefined) return undefined;
  const seenMs = readLag.settled(request, shownAt);
  if (seenMs === undefined) return undefined;
  return {
    ...finding,
    verdict: 'observe',
    message:
      `A read soon after a change of this document did not show it; a read ${Math.round(seenMs)} ms after the change did, and so did the next: ` +
      `this server's reads lag its writes (a read replica?). The spec says nothing of when a read sees an update, so this is no failure; ` +
      `the run now waits ${readLag.lagMs} ms before it reads a document it changed. [The first read: ${finding.message}]`,
  };
}
