import { readJsonFile } from '../../engine/read-json-file.js';
import { ToolError } from '../../engine/tool-error.js';
import { isJsonObject } from '../../specs/json-type.js';

/** A pact file as read from disk: only what every version (v2, v3, v4) has in common is assumed. */
export interface PactDocument {
  readonly consumer?: { readonly name?: string };
  readonly provider?: { readonly name?: string };
  readonly interactions: readonly Record<string, unknown>[];
  readonly metadata?: Record<string, unknown>;
}

/** Reads and parses a pact file; anything unreadable or not shaped like a pact is a ToolError (exit 2). */
export function readPactFile(file: string): PactDocument {
  const parsed = readJsonFile(file, 'pact file');
  if (!isJsonObject(parsed) || !Array.isArray(parsed.interactions)) throw new ToolError(`pact file ${file} is not a pact: it has no "interactions" array`);
  if (!parsed.interactions.every(isJsonObject)) throw new ToolError(`pact file ${file}: every interaction must be a JSON object`);
  return parsed as unknown as PactDocument;
}
