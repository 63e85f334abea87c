import { pipeline, Transform, type Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { parserStream } from 'stream-json';
import { pick } from 'stream-json/filters/pick.js';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import { parseAccessLogLine } from './access-log.js';
import { harRecord } from './har-exchange.js';
import { parseJsonLine } from './json-lines.js';
import { operationOf } from './match.js';
import type { OpenedInput } from './open-input.js';
import type { ParsedLine, TrafficFormat } from './record.js';

/** Called with each parsed line or HAR entry and where it was (1-based line number, or entry number for a HAR). */
export type Visit = (at: number, parsed: ParsedLine) => void;

/**
 * The stream's lines (\n, \r\n or \r, as readline splits them), one array per chunk read: one await a
 * chunk, not one a line. Not readline: its interface never ends on a stream that failed before it was
 * attached; a stream's own iterator throws the stored error.
 */
async function* lineChunks(stream: Readable): AsyncGenerator<string[]> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    let text = rest + decoder.write(chunk);
    // A \r at the end may be the first half of \r\n: kept for the next chunk.
    const carry = text.endsWith('\r') ? '\r' : '';
    if (carry) text = text.slice(0, -1);
    const lines = splitLines(text);
    rest = (lines.pop() ?? '') + carry;
    yield lines;
  }
  rest += decoder.end();
  if (rest !== '') yield splitLines(rest).filter((line, index, all) => index < all.length - 1 || line !== '');
}

const LINE_BREAK = /\r\n|\n|\r/;

/** Split at every line break; without a \r (most logs) a plain split on \n, several times faster than the expression. */
const splitLines = (text: string): string[] => (text.includes('\r') ? text.split(LINE_BREAK) : text.split('\n'));

/** Whether a line is blank: the first character settles it for nearly every line, trim() the rest. */
function isBlank(line: string): boolean {
  const first = line.charCodeAt(0);
  // Printable ASCII but the space: not whitespace, so the line is not blank.
  if (first > 32 && first < 127) return false;
  return line.trim() === '';
}

async function textLines(input: OpenedInput, parse: (line: string) => ParsedLine, visit: Visit): Promise<void> {
  const chunks = lineChunks(input.stream);
  let at = 0;
  try {
    for (;;) {
      let next: IteratorResult<string[]>;
      try {
        next = await chunks.next();
      } catch (error) {
        // A damaged gzip stream or a read error half-way: what was read counts, the rest is reported.
        visit(at + 1, { malformed: `the file cannot be read further: ${(error as Error).message.split('\n')[0] ?? ''}` });
        return;
      }
      if (next.done) return;
      for (const line of next.value) {
        at += 1;
        if (!isBlank(line)) visit(at, parse(line));
      }
    }
  } finally {
    // When `visit` throws: the stream is let go as a for await would.
    await chunks.return(undefined);
  }
}

/**
 * HAR entries one at a time (stream-json: only `log.entries`' current element is ever assembled, so a
 * HAR of any size reads in bounded memory). A document that breaks off or is not JSON is counted as
 * one malformed entry where it broke, never fatal.
 */
async function* harEntries(input: OpenedInput): AsyncGenerator<[number, ParsedLine]> {
  // pipeline (not pipe): an error anywhere (gzip, JSON syntax) ends the last stream's iteration.
  let hasEntries = false;
  // Notes whether log.entries exists at all: a JSON document without it is not a HAR, not an empty one.
  const seen = new Transform({
    objectMode: true,
    transform(token, _encoding, callback) {
      hasEntries = true;
      callback(null, token);
    },
  });
  const items = pipeline(input.stream, parserStream(), pick.asStream({ filter: 'log.entries' }), seen, streamArray.asStream(), () => undefined);
  let at = 0;
  try {
    for await (const item of items as AsyncIterable<{ value: unknown }>) {
      at += 1;
      yield [at, harRecord(item.value, operationOf)];
    }
  } catch (error) {
    yield [at + 1, { malformed: `the HAR document breaks off here: ${(error as Error).message.split('\n')[0] ?? ''}` }];
    return;
  }
  if (!hasEntries) yield [1, { malformed: 'not a HAR: the document has no log.entries' }];
}

/**
 * Every record of one input in its format, in order, to `visit` (a call a record, no object or await
 * a line: the traffic command reads millions); never throws on bad content.
 */
export async function readRecords(input: OpenedInput, format: TrafficFormat, visit: Visit): Promise<void> {
  if (format !== 'har') return textLines(input, format === 'json-lines' ? parseJsonLine : parseAccessLogLine, visit);
  for await (const [at, parsed] of harEntries(input)) visit(at, parsed);
}
