import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { assertWritableDir } from '../engine/writable.js';
import { SHARD_UNITS_FILE } from '../runner/merge-shards.js';
import { REPORT_FILES } from '../reports/report-files.js';

/** What a command of the suite writes into a report directory: its reports, and each command's own files. */
const OWN_FILES: readonly string[] = [...REPORT_FILES, SHARD_UNITS_FILE, 'inventory.json', 'inventory.md', 'usage.json', 'usage.md', 'diff.json', 'drift.json'];

/**
 * Checks that the report directory can be written, then removes what an earlier command wrote there,
 * before the command starts: a run that stops with exit 2 must not leave an earlier run's "Conforms"
 * for an `if: always()` upload to publish. Only the suite's own file names are removed (a folder the
 * user shares with other files keeps them).
 */
export function prepareReportDir(dir: string, what = '--report-dir'): void {
  assertWritableDir(dir, what);
  for (const name of OWN_FILES) {
    try {
      rmSync(join(dir, name), { force: true });
    } catch {
      // A folder of that name is not the suite's file: left alone (writing the report there fails later, saying so).
    }
  }
}
