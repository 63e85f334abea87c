import { afterEach, describe, expect, it } from 'vitest';
import { okBody } from '../../engine/answer.js';
import type { ConnectionConfig } from '../../engine/connection.js';
import { readFixture, snapshotFixtures, type Snapshot } from '../../engine/fixture-state/fixtures.js';
import { probeReadLag } from '../../engine/fixture-state/read-lag-probe.js';
import { discoverReads } from '../../engine/fixture-state/read-path.js';
import { ApiClient } from '../../engine/http/client.js';
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
    expect((await probeReadLag(client, snapshot))?.lagMs).toBe(0);
    // Three writes, each read once, and the put-back.
    expect(client.sent - sent).toBe(7);
    expect(await customIds(client, snapshot)).toEqual(before);
  });

  it('finds the lag of a GET that reads a replica, with a margin, and puts the customId back', async () => {
    const { client, snapshot } = await setUp({ personality: 'read-replica-lag' });
    const before = [...snapshot.values()].map((document) => document.customId);
    const probed = await probeReadLag(client, snapshot);
    // Counted from the writes' sending, times 1.5: never less than the replica's lag.
    expect(probed?.lagMs).toBeGreaterThanOrEqual(1.5 * READ_LAG_MS);
    expect(probed?.lagMs).toBeLessThanOrEqual(1_500);
    // Its last write put the customId back: what a later read waits for.
    const [fixture, found] = [...snapshot][0] ?? [];
    expect(probed?.putBack).toMatchObject({ operation: fixture?.operation, params: fixture?.params, body: { customId: found?.customId } });
    expect(await customIds(client, snapshot)).toEqual(before);
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
    // The first write, a read at each of seven moments, and the put-back: no second trial.
    expect(client.sent - sent).toBe(9);
  });
});
