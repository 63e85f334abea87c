import { join } from 'node:path';
import { ToolError } from '../engine/tool-error.js';
import { SHARD_UNITS_FILE, type ShardUnits } from '../runner/merge-shards.js';
import { writeAtomic } from '../reports/common/atomic-write.js';
import { sanitizeDeep } from '../reports/common/sanitize.js';

/**
 * Writes a shard's units (run --shard i/n) beside its reports, for merge-reports: the runner's file,
 * not a report format, so the command that ran the shard writes it (tokens scrubbed as in the reports).
 */
export async function writeShardUnits(dir: string, units: ShardUnits, secrets: readonly string[]): Promise<string> {
  try {
    return await writeAtomic(join(dir, SHARD_UNITS_FILE), JSON.stringify(sanitizeDeep(units, secrets)));
  } catch (error) {
    throw new ToolError(`${SHARD_UNITS_FILE} could not be written: ${error instanceof Error ? error.message : String(error)}`);
  }
}
