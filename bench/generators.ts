import { pathToFileURL } from 'node:url';
import { measure, type Throughput } from '../generators/index.js';
import { requestSchemaNames } from '../specs/schemas/index.js';
import { count, formatTable } from './table.js';

const DEFAULT_MS = 1_000;

function table(results: readonly Throughput[]): string {
  const rows = results.map((r) => [r.schema, count(r.samples), `${Math.round(r.ms)} ms`, count(r.samplesPerSecond), String(r.invalid)]);
  return formatTable(['schema', 'samples', 'time', 'samples/s', 'invalid'], rows);
}

/**
 * Throughput of valid-payload generation + ajv validation per request schema: a table, then one
 * JSON line per schema ({"bench":"generators",…}) for machines.
 */
export function runGeneratorBench(ms = DEFAULT_MS, write: (text: string) => void = (text) => process.stdout.write(text)): Throughput[] {
  const results = requestSchemaNames.map((name) => measure(name, ms));
  write(`${table(results)}\n`);
  for (const result of results) write(`${JSON.stringify({ bench: 'generators', ...result, ms: Math.round(result.ms) })}\n`);
  return results;
}

// Run when executed directly (node dist/bench/generators.js [ms-per-schema]); importing it has no effect.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const ms = Number(process.argv[2] ?? DEFAULT_MS);
  const results = runGeneratorBench(Number.isFinite(ms) && ms > 0 ? ms : DEFAULT_MS);
  if (results.some((result) => result.invalid > 0)) process.exitCode = 1;
}
