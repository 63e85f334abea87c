import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captureBaseline, type BaselineEntry } from '../baseline/capture.js';
import type { ConnectionConfig } from '../engine/connection.js';
import type { Exchange } from '../engine/exchange.js';
import { ApiClient } from '../engine/http/client.js';
import { snapshotFixtures } from '../engine/runner/fixtures.js';
import { restoreFixtures } from '../engine/runner/restore.js';
import { DEFAULTS } from '../engine/runner/settings.js';
import type { RestoreOutcome } from '../reports/model.js';
import { readBackEffects } from './effects.js';

/** What one server answered to the diff's requests, and what they left changed. */
export interface Side {
  readonly baseUrl: string;
  readonly embedded: boolean;
  readonly entries: readonly BaselineEntry[];
  readonly exchanges: ReadonlyMap<string, Exchange>;
  readonly effects: readonly string[];
  readonly restore: RestoreOutcome;
}

/**
 * Snapshot of the fixtures, the baseline's fixed steps, a read-back of the fixtures, then the
 * fixtures restored as `run` restores them (the snapshot patched back and confirmed); the person the
 * add step created is removed by its own step, and listed when it could not be.
 */
export async function captureSide(config: ConnectionConfig, embedded: boolean): Promise<Side> {
  const client = new ApiClient(config, DEFAULTS);
  const work = mkdtempSync(join(tmpdir(), 'pmc-diff-'));
  try {
    const snapshot = await snapshotFixtures(client, config);
    const journalFile = join(work, 'journal.jsonl');
    let captured: Awaited<ReturnType<typeof captureBaseline>>;
    let effects: string[];
    try {
      captured = await captureBaseline(client, config);
      effects = await readBackEffects(client, config, snapshot);
    } catch (error) {
      await restoreFixtures(client, snapshot, journalFile);
      throw error;
    }
    const restore = await restoreFixtures(client, snapshot, journalFile);
    return {
      baseUrl: config.baseUrl, embedded, entries: captured.entries, exchanges: captured.exchanges, effects,
      restore: { restored: restore.restored, leftovers: [...restore.leftovers, ...captured.leftovers] },
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
    await client.close();
  }
}
