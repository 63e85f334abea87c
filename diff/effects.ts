import { FIXTURE_ID_KEYS, type ConnectionConfig } from '../engine/connection.js';
import type { ApiClient } from '../engine/http/client.js';
import { okBody } from '../engine/answer.js';
import { readFixture, type Fixture, type Snapshot } from '../engine/fixture-state/fixtures.js';

/** Fields that change with every write whatever the server: not an effect worth comparing. */
const VOLATILE = new Set(['updatedAt']);

/**
 * The fixture's role ("projectId", "timesheetId"…), not its id: two servers hold different ids for
 * the same role, and it is roles that are compared.
 */
function roleOf(fixture: Fixture, config: ConnectionConfig): string {
  const id = Object.values(fixture.params)[0];
  return FIXTURE_ID_KEYS.find((role) => config[role] === id) ?? fixture.label;
}

/**
 * Read-back effects of the diff's requests: the fixtures read again (as the snapshot read them) after the steps and
 * compared with the snapshot taken before them; "projectId.budget" names a changed field. The
 * fixed steps are harmless, so a conforming server shows none; what a server changed is data.
 */
export async function readBackEffects(client: ApiClient, config: ConnectionConfig, snapshot: Snapshot): Promise<string[]> {
  const effects: string[] = [];
  for (const [fixture, before] of snapshot) {
    const after = okBody(await readFixture(client, fixture, 'diff: read back after the steps'));
    const role = roleOf(fixture, config);
    if (!after) {
      effects.push(`${role}: could not be read back`);
      continue;
    }
    for (const key of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
      if (!VOLATILE.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key])) effects.push(`${role}.${key}`);
    }
  }
  return effects;
}
