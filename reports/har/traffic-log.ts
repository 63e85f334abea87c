import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Exchange } from '../../engine/exchange.js';
import { ToolError } from '../../engine/tool-error.js';

function parseLine(file: string, line: string, number: number): Exchange {
  try {
    return JSON.parse(line) as Exchange;
  } catch {
    throw new ToolError(`${file}:${number}: not a JSON exchange (the traffic log is damaged)`);
  }
}

/**
 * Exchanges from the run's JSON-lines traffic log, one at a time (the log of a long run does not fit
 * in memory as one array). Feed it to writeHar to produce the `--record` file.
 */
export async function* readTrafficLog(file: string): AsyncGenerator<Exchange> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let number = 0;
  for await (const line of lines) {
    number += 1;
    if (line.trim()) yield parseLine(file, line, number);
  }
}
