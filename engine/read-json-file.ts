import { readFileSync } from 'node:fs';
import { ToolError } from './tool-error.js';

/**
 * Why a file the user gave as text is not (empty, or binary: NUL bytes, or bytes that are not UTF-8),
 * said before a parser quotes its bytes back on the terminal.
 */
export function notText(text: string): string | undefined {
  if (text.trim() === '') return 'is empty';
  if (/[\u0000\uFFFD]/.test(text)) return 'is binary data';
  return undefined;
}

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
  const problem = notText(text);
  if (problem) throw new ToolError(`${what} ${file} ${problem}, not JSON`);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ToolError(`${what} ${file} is not valid JSON: ${(error as Error).message}`);
  }
}
