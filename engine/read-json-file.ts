import { readFileSync } from 'node:fs';
import { ToolError } from './tool-error.js';

/**
 * Reads a JSON file the user gave us (config, baseline, pact): an unreadable or malformed one is a
 * one-line tool error naming what it is ("config file x.json is not valid JSON: …"), exit 2.
 */
export function readJsonFile(file: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ToolError(`cannot read ${what} ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ToolError(`${what} ${file} is not valid JSON: ${(error as Error).message}`);
  }
}
