import { afterEach, describe, expect, it } from 'vitest';
import { okBody } from '../../engine/answer.js';
import type { ConnectionConfig } from '../../engine/connection.js';
import { readFixture, snapshotFixtures, type Snapshot } from '../../engine/fixture-state/fixtures.js';
import { probeReadLag } from '../../engine/fixture-state/read-lag-probe.js';
import { discoverReads } from '../../engine/fixture-state/read-path.js';
import { ApiClient, type ApiRequest } from '../../engine/http/client.js';
import { sideEffectFree } from '../../engine/http/api-request.js';
import { sleep } from '../../engine/http/layers/layer.js';
import { DEFAULTS } from '../../engine/settings.js';
import { startReferenceServer, type ReferenceOptions } from '../../reference/index.js';
import { READ_LAG_MS } from '../../reference/personalities/read-replica-lag.js';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});

/** A reference server, a client of it, and the fixtures as a run would find them. */
async function setUp(options: ReferenceOptions = {}): Promise<{ client: ApiClient; snapshot: Snapshot; config: ConnectionConfig }> {
  const server = await startReferenceServer(options);
  open.push(server);
  const client = new ApiClient(server.config, { ...DEFAULTS, timeoutMs: 2_000 });
  open.push(client);
  const { readers } = await discoverReads(client, server.config);
  return { client, snapshot: await snapshotFixtures(client, server.config, readers), config: server.config };
}

/** Each fixture's customId as the server stores it now, read through the run's readers (after any replica lag). */
async function customIds(client: ApiClient, snapshot: Snapshot): Promise<unknown[]> {
  await new Promise((resolve) => setTimeout(resolve, READ_LAG_MS + 20));
  return Promise.all([...snapshot.keys()].map(async (fixture) => okBody(await readFixture(client, fixture, 'test read'))?.customId));
}

describe('engine/fixture-state/read-lag-probe', () => {
  it('finds no lag where a GET shows a write at once, and puts the customId it wrote back', async () => {
    const { client, snapshot } = await setUp();
    const before = [...snapshot.values()].map((document) => document.customId);
    const sent = client.sent;
    expect(await probeReadLag(client, snapshot)).toEqual({ lagMs: 0, missed: false });
    // Three writes, each read once, and the put-back.
    expect(client.sent - sent).toBe(7);
    expect(await customIds(client, snapshot)).toEqual(before);
  });

  it('finds the lag of a GET that reads a replica, and puts the customId back', async () => {
    const { client, snapshot } = await setUp({ personality: 'read-replica-lag' });
    const before = [...snapshot.values()].map((document) => document.customId);
    // Counted from the writes' sending: never less than the replica's lag.
    const lag = await probeReadLag(client, snapshot);
    expect(lag?.missed).toBe(true);
    expect(lag?.lagMs).toBeGreaterThanOrEqual(READ_LAG_MS);
    expect(lag?.lagMs).toBeLessThanOrEqual(1_000);
    expect(await customIds(client, snapshot)).toEqual(before);
  });

  it('is not fooled by reads that come late (a busy client): a first read that showed the write but was slow says no "no lag"', async () => {
    const { client, snapshot } = await setUp({ personality: 'read-replica-lag' });
    // Every read held back longer than the replica's lag, so that the first read of each trial shows the write.
    const late = { send: async (request: ApiRequest) => (sideEffectFree(request) && (await sleep(READ_LAG_MS + 40)), client.send(request)) };
    const lag = await probeReadLag(late, snapshot);
    expect(lag?.lagMs).toBeGreaterThanOrEqual(READ_LAG_MS);
    // No read missed its write: the lag is the most one could be, and the console says no more.
    expect(lag?.missed).toBe(false);
  });

  it('sends nothing where the run reads with PATCH {}: a write and its read go the same way', async () => {
    const { client, snapshot } = await setUp({ personality: 'no-document-get' });
    const sent = client.sent;
    expect(await probeReadLag(client, snapshot)).toBeUndefined();
    expect(client.sent).toBe(sent);
  });

  it('gives up within a second where no read shows the write (not stored), and still sends the put-back', async () => {
    const { client, snapshot } = await setUp({ faults: ['project-not-persisted'] });
    const sent = client.sent;
    const started = performance.now();
    expect(await probeReadLag(client, snapshot)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(3_000);
    // The first write, a read at each of eleven moments, and the put-back: no second trial.
    expect(client.sent - sent).toBe(13);
  });
});
