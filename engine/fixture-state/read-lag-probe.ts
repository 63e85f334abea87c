import { setTimeout as sleep } from 'node:timers/promises';
import { okBody } from '../answer.js';
import type { ApiClient, ApiRequest } from '../http/client.js';
import { isQuietable } from '../http/quiet.js';
import type { Exchange } from '../exchange.js';
import { readFixture, type Fixture, type Snapshot } from './fixtures.js';

/** When a trial reads its write back, in milliseconds after the write's answer; after the last, the probe gives up. */
const READS_AT_MS = [0, 25, 50, 100, 250, 500, 1_000] as const;

/**
 * Writes, each read back: a read that shows a write at once may only have come late (a slow answer
 * or a busy client), so one trial that does not see the lag proves little; the largest lag of three does.
 */
const TRIALS = 3;

/** The values the probe writes: customIds no fixture of a run starts with (the service does not use them). */
const MARKER = 'pmc-read-lag-probe';

/** Reads wait this many times the lag the probe saw, rounded up to 10 ms: a replica's lag varies with load. */
const MARGIN = 1.5;

/** What the probe found: the lag (0: none seen), and its last write, the put-back, which reads wait out too. */
export interface ProbedLag {
  readonly lagMs: number;
  readonly putBack: ApiRequest;
}

/**
 * How long after a write the server's GET shows it, found before any check runs: a server that reads
 * from a replica (MongoDB's secondaryPreferred, a read model fed by events) shows an update some
 * milliseconds after its 200, and a check that read a fixture before that would judge a document the
 * write has not reached (a read-back that lost the update, a "before" that is not). The spec says
 * nothing of when a read sees an update, so the run learns it and waits it out.
 *
 * Writes the customId of the first fixture read with GET whose customId is a string ("for the caller's
 * own reference: the service does not use it") three times, reads each back until it shows, and writes
 * the value found back. A lag is counted from when its write was sent (the server may have applied it
 * any time before the answer), so it is never less than the replica's; a lag of 0: every first read
 * showed its write. Undefined: no such fixture, a write was refused, or no read showed one within a second.
 */
export async function probeReadLag(client: Pick<ApiClient, 'send'>, snapshot: Snapshot): Promise<ProbedLag | undefined> {
  const found = [...snapshot].find(
    ([fixture, document]) => fixture.reader.via === 'get' && typeof document.customId === 'string' && !document.customId.startsWith(MARKER),
  );
  if (!found) return undefined;
  const [fixture, document] = found;
  const writeOf = (customId: unknown, purpose: string): ApiRequest => ({
    operation: fixture.operation,
    params: fixture.params,
    body: { customId },
    purpose,
    ...(isQuietable(fixture.operation) ? { query: { notify: 'false' } } : {}),
  });
  const write = (customId: unknown, purpose: string) => client.send(writeOf(customId, purpose));
  let lag: number | undefined = 0;
  for (let index = 1; index <= TRIALS && lag !== undefined; index += 1) {
    const seen = await trial(client, fixture, write, `${MARKER}-${index}`);
    lag = seen === undefined ? undefined : Math.max(lag, seen);
  }
  const putBack = writeOf(document.customId, 'probe: put customId back');
  await client.send(putBack);
  if (lag === undefined) return undefined;
  return { lagMs: lag === 0 ? 0 : Math.ceil((MARGIN * lag) / 10) * 10, putBack };
}

/**
 * One write of `marker`, read back until it shows: 0 when the first read shows it, else the time from
 * sending the write to the answer that showed it. Undefined: the write was refused, or no read showed it.
 */
async function trial(
  client: Pick<ApiClient, 'send'>,
  fixture: Fixture,
  write: (customId: unknown, purpose: string) => Promise<Exchange>,
  marker: string,
): Promise<number | undefined> {
  const sent = performance.now();
  const written = await write(marker, 'probe: does a read show a write at once?');
  if (written.response?.status !== 200) return undefined;
  const answered = performance.now();
  for (const at of READS_AT_MS) {
    const left = answered + at - performance.now();
    if (left > 0) await sleep(left);
    const read = await readFixture(client, fixture, 'probe: read the write back');
    if (okBody(read)?.customId === marker) return at === 0 ? 0 : performance.now() - sent;
  }
  return undefined;
}
