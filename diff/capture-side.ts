import { boundsOf, type ClientBounds } from '../engine/http/client-bounds.js';
import { captureBaseline, type BaselineEntry } from '../baseline/capture.js';
import type { ConnectionConfig } from '../engine/connection.js';
import type { Exchange } from '../engine/exchange.js';
import { ApiClient } from '../engine/http/client.js';
import { snapshotFixtures } from '../engine/fixture-state/fixtures.js';
import { discoverReads } from '../engine/fixture-state/read-path.js';
import { Journal } from '../engine/fixture-state/journal.js';
import { restoreFixtures } from '../engine/fixture-state/restore.js';
import { breakerRestoreMs, DEFAULTS } from '../engine/settings.js';
import type { RestoreOutcome } from '../engine/report/model.js';
import { readBackEffects } from './effects.js';

/** What one server answered to the diff's requests, and what they left changed. */
export interface Side {
  readonly baseUrl: string;
  readonly embedded: boolean;
  readonly entries: readonly BaselineEntry[];
  readonly exchanges: ReadonlyMap<string, Exchange>;
  readonly effects: readonly string[];
  readonly restore: RestoreOutcome;
  /** Why this side is incomplete: the circuit breaker opened (the server stopped answering). */
  readonly gone?: string;
}

/**
 * The read path discovered, a snapshot of the fixtures, the baseline's fixed steps, a read-back of the fixtures, then the
 * fixtures restored as `run` restores them (the snapshot patched back and confirmed); the person the
 * add step created is removed by its own step, and listed when it could not be.
 */
export async function captureSide(config: ConnectionConfig, embedded: boolean, notice?: (line: string) => void, bounds?: ClientBounds): Promise<Side> {
  const settings = { ...DEFAULTS, ...boundsOf(bounds) };
  const client = new ApiClient(config, { ...settings, ...(notice ? { notice } : {}) });
  try {
    // The fixtures are read as a run reads them: GET when it answers the document, else PATCH {}.
    const reads = await discoverReads(client, config);
    const snapshot = await snapshotFixtures(client, config, reads.readers);
    const journal = new Journal();
    let captured: Awaited<ReturnType<typeof captureBaseline>>;
    let effects: string[];
    try {
      captured = await captureBaseline(client, config);
      effects = await readBackEffects(client, config, snapshot);
    } catch (error) {
      await restoreFixtures(client, snapshot, journal);
      throw error;
    }
    const gone = client.health.tripped;
    // A server that stopped answering gets a bounded wait to come back, as run's final restore does (from --timeout).
    const waitMs = breakerRestoreMs(settings.timeoutMs);
    if (gone) client.health.allowRecovery(waitMs, 'restoring the fixtures');
    const restore = await restoreFixtures(client, snapshot, journal, gone ? { waitMs } : {});
    return {
      ...(gone ? { gone } : {}),
      baseUrl: config.baseUrl,
      embedded,
      entries: captured.entries,
      exchanges: captured.exchanges,
      effects,
      restore: { restored: restore.restored, leftovers: [...restore.leftovers, ...captured.leftovers] },
    };
  } finally {
    await client.close();
  }
}
