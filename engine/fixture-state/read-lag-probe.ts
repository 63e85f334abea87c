import { okBody } from '../answer.js';
import type { ApiClient } from '../http/client.js';
import { sleep } from '../http/layers/layer.js';
import type { Exchange } from '../exchange.js';
import { readFixture, writeFixture, type Fixture, type Snapshot } from './fixtures.js';

/** When a trial reads its write back, in milliseconds after the write's answer; after the last, the probe gives up. */
const READS_AT_MS = [0, 10, 20, 35, 50, 70, 100, 150, 250, 500, 1_000] as const;

/**
 * Writes, each read back: three, whatever they show, so that the run's opening requests are the same
 * from run to run on a server that shows its writes at once (7 in all).
 */
const TRIALS = 3;

/** Below this, a write and its first read together are quick on any server (a loopback round trip is about a millisecond). */
const QUICK_MS = 10;

/** The values the probe writes: customIds no fixture of a run starts with (the service does not use them). */
const MARKER = 'pmc-read-lag-probe';

/**
 * How long after a write the server's GET shows it, found before any check runs: a server that reads
 * from a replica (MongoDB's secondaryPreferred, a read model fed by events) shows an update some
 * milliseconds after its 200, and a check that read a fixture before that would judge a document the
 * write has not reached (a read-back that lost the update, a "before" that is not). The spec says
 * nothing of when a read sees an update, so the run learns it and waits it out (engine/http/read-lag.ts).
 *
 * Writes the customId of the first fixture read with GET whose customId is a string ("for the caller's
 * own reference: the service does not use it") three times, reads each write back until it shows, and
 * writes the value found back. A first read that missed its write measures the lag: from when the
 * write was sent (the server may have applied it any time before the answer) to the answer that
 * showed it, never less than the replica's; the largest such is the lag. A first read that showed its
 * write says "no lag" only if it was quick: a busy client or server can hold a read back longer than
 * the lag it would have seen. Quick: the write and its first read together took at most 10 ms, or
 * three times the quickest round trip of the probe. When no read missed and none was quick, the
 * slowest trial's time (the same measure, an upper bound of any lag) is the lag. Undefined:
 * no such fixture, a write was refused, or no read showed one within a second. A lag this misses is
 * learned later all the same, from a read-back that missed a change a later read showed
 * (suites/runtime/look-later.ts).
 */
export async function probeReadLag(client: Pick<ApiClient, 'send'>, snapshot: Snapshot): Promise<ProbedLag | undefined> {
  const found = [...snapshot].find(
    ([fixture, document]) => fixture.reader.via === 'get' && typeof document.customId === 'string' && !document.customId.startsWith(MARKER),
  );
  if (!found) return undefined;
  const [fixture, document] = found;
  const write = (customId: unknown, purpose: string): Promise<Exchange> => writeFixture(client, fixture, { customId }, purpose);
  const trials: Trial[] = [];
  for (let index = 1; index <= TRIALS; index += 1) {
    const seen = await trial(client, fixture, write, `${MARKER}-${index}`);
    if (seen === undefined) break;
    trials.push(seen);
  }
  await write(document.customId, 'probe: put customId back');
  if (trials.length < TRIALS) return undefined;
  const missed = trials.filter((seen) => !seen.atOnce);
  if (missed.length > 0) return { lagMs: Math.max(...missed.map((seen) => seen.shownMs)), missed: true };
  const quickest = Math.min(...trials.map((seen) => Math.min(seen.writeMs, seen.firstReadMs)));
  const quick = (seen: Trial) => seen.writeMs + seen.firstReadMs <= Math.max(QUICK_MS, 3 * quickest);
  return { lagMs: trials.some(quick) ? 0 : Math.max(...trials.map((seen) => seen.shownMs)), missed: false };
}

/**
 * What the probe found: a lag (0: none). `missed`: a read was seen to miss its write, so reads do lag;
 * otherwise every first read showed its write, and a lag above 0 is only the most one could be (no
 * trial was quick enough to rule it out).
 */
export interface ProbedLag {
  readonly lagMs: number;
  readonly missed: boolean;
}

/** What one trial saw: whether the first read showed the write, the time from sending the write to the answer that showed it, and the round trips. */
interface Trial {
  readonly atOnce: boolean;
  readonly shownMs: number;
  readonly writeMs: number;
  readonly firstReadMs: number;
}

/** One write of `marker`, read back until it shows. Undefined: the write was refused, or no read showed it. */
async function trial(
  client: Pick<ApiClient, 'send'>,
  fixture: Fixture,
  write: (customId: unknown, purpose: string) => Promise<Exchange>,
  marker: string,
): Promise<Trial | undefined> {
  const sent = performance.now();
  const written = await write(marker, 'probe: does a read show a write at once?');
  if (written.response?.status !== 200) return undefined;
  const answered = performance.now();
  let firstReadMs: number | undefined;
  for (const at of READS_AT_MS) {
    await sleep(answered + at - performance.now());
    const started = performance.now();
    const read = await readFixture(client, fixture, 'probe: read the write back');
    firstReadMs ??= performance.now() - started;
    if (okBody(read)?.customId === marker) return { atOnce: at === 0, shownMs: performance.now() - sent, writeMs: answered - sent, firstReadMs };
  }
  return undefined;
}
