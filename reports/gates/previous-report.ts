import { readJsonFile } from '../../engine/read-json-file.js';
import { ToolError } from '../../engine/tool-error.js';
import type { PreviousReport } from './compare.js';

const isText = (value: unknown) => typeof value === 'string';

/** Reads the report.json of an earlier run (--compare-with, accept --from): one-line error when it is not one. */
export function readPreviousReport(file: string, flag: string): PreviousReport {
  const value = readJsonFile(file, `${flag} file`) as { run?: { startedAt?: unknown; kind?: unknown }; results?: unknown };
  const results = value?.results;
  if (!Array.isArray(results) || !isText(value.run?.startedAt))
    throw new ToolError(`${flag} ${file} is not a pm-conformance report.json (no run.startedAt or results)`);
  // Reports of earlier versions have no kind: a run's. Another command's findings are not a run's to compare or accept.
  const kind = value.run?.kind;
  if (kind !== undefined && kind !== 'run')
    throw new ToolError(`${flag} ${file} is the report of \`pm-conformance ${String(kind)}\`, not of a run: give the report.json of \`pm-conformance run\``);
  const bad = results.findIndex(
    (result: Record<string, unknown> | null) => !result || !['check', 'operation', 'requirement', 'status', 'message'].every((field) => isText(result[field])),
  );
  if (bad !== -1) throw new ToolError(`${flag} ${file}: results[${bad}] lacks check, operation, requirement, status or message`);
  return value as PreviousReport;
}
