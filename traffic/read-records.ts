import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream';
import { parserStream } from 'stream-json';
import { pick } from 'stream-json/filters/pick.js';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import { parseAccessLogLine } from './access-log.js';
import { harRecord } from './har-exchange.js';
import { parseJsonLine } from './json-lines.js';
import { operationOf } from './match.js';
import type { OpenedInput } from './open-input.js';
import type { ParsedLine, TrafficFormat } from './record.js';

/** A parsed line or HAR entry and where it was (1-based line number, or entry number for a HAR). */
export interface Located {
  readonly at: number;
  readonly parsed: ParsedLine;
}

async function* textLines(input: OpenedInput, parse: (line: string) => ParsedLine): AsyncGenerator<Located> {
  const lines = createInterface({ input: input.stream, crlfDelay: Infinity });
  let at = 0;
  try {
    for await (const line of lines) {
      at += 1;
      if (line.trim() !== '') yield { at, parsed: parse(line) };
    }
  } catch (error) {
    // A damaged gzip stream or a read error half-way: what was read counts, the rest is reported.
    yield { at: at + 1, parsed: { malformed: `the file cannot be read further: ${(error as Error).message.split('\n')[0] ?? ''}` } };
  }
}

/**
 * HAR entries one at a time (stream-json: only `log.entries`' current element is ever assembled, so a
 * HAR of any size reads in bounded memory). A document that breaks off or is not JSON is counted as
 * one malformed entry where it broke, never fatal.
 */
async function* harEntries(input: OpenedInput): AsyncGenerator<Located> {
  // pipeline (not pipe): an error anywhere (gzip, JSON syntax) ends the last stream's iteration.
  const items = pipeline(input.stream, parserStream(), pick.asStream({ filter: 'log.entries' }), streamArray.asStream(), () => undefined);
  let at = 0;
  try {
    for await (const item of items as AsyncIterable<{ value: unknown }>) {
      at += 1;
      yield { at, parsed: harRecord(item.value, operationOf) };
    }
  } catch (error) {
    yield { at: at + 1, parsed: { malformed: `the HAR document breaks off here: ${(error as Error).message.split('\n')[0] ?? ''}` } };
  }
}

/** Every record of one input in its format; never throws on bad content. */
export function readRecords(input: OpenedInput, format: TrafficFormat): AsyncGenerator<Located> {
  if (format === 'har') return harEntries(input);
  return textLines(input, format === 'json-lines' ? parseJsonLine : parseAccessLogLine);
}
