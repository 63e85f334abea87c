import { CONNECTION_KEYS, type ConnectionConfig } from '../engine/connection.js';
import { ToolError } from '../engine/tool-error.js';
import { allChecks } from '../suites/checks/index.js';

/**
 * --only/--exclude name existing checks; a check the user explicitly asked for (--only) must have the
 * inputs it needs (otherwise checks without their inputs are skipped with the reason).
 */
export function validateSelection(only: readonly string[], exclude: readonly string[], connection: ConnectionConfig | undefined): void {
  const known = new Set(allChecks.map((check) => check.id));
  const unknown = [...only, ...exclude].find((id) => !known.has(id));
  if (unknown) throw new ToolError(`unknown check "${unknown}" (see pm-conformance run --list)`);
  if (!connection) return;
  for (const check of allChecks) {
    if (check.kind !== 'scenario' || !only.includes(check.id)) continue;
    const missing = (check.needs ?? []).find((key) => !connection[key]);
    if (missing) throw new ToolError(`check ${check.id} needs ${CONNECTION_KEYS[missing].flag} (or ${CONNECTION_KEYS[missing].env})`);
  }
}
