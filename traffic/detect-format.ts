import type { Readable } from 'node:stream';
import { ToolError } from '../engine/tool-error.js';
import { looksLikeAccessLog } from './access-log.js';
import type { TrafficFormat } from './record.js';

/**
 * The first chunk of a paused stream, put back so that the reader gets the whole stream; empty when
 * the stream ended without a byte (then it has nothing left for a reader: do not hand it on).
 */
export function peek(stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (chunk: Buffer | null, error?: Error) => {
      stream.off('readable', onReadable);
      stream.off('end', onEnd);
      stream.off('error', onError);
      if (error) reject(error);
      else {
        // An error may come before the reader's first await attaches its listener (a truncated gzip
        // fails right after its first chunk): kept on the stream (stream.errored) for the reader, not thrown.
        stream.on('error', () => undefined);
        if (chunk) stream.unshift(chunk);
        resolve(chunk ?? Buffer.alloc(0));
      }
    };
    // null on 'readable' is the end coming: 'end' follows (reading null is what lets it come).
    const onReadable = () => {
      const chunk = stream.read() as Buffer | null;
      if (chunk) done(chunk);
    };
    const onEnd = () => done(null);
    const onError = (error: Error) => done(null, error);
    stream.on('readable', onReadable);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}

function jsonFormat(text: string): TrafficFormat {
  const first = text.split('\n', 1)[0] ?? '';
  try {
    // A whole HAR on one line; a JSON line may well have a "log" field of its own (Docker's do), a text.
    const log = (JSON.parse(first) as { log?: unknown } | null)?.log;
    return typeof log === 'object' && log !== null && 'entries' in log ? 'har' : 'json-lines';
  } catch {
    // A HAR is one document, usually spread over lines; JSON lines are one object a line.
    return /"log"\s*:\s*\{/.test(text) ? 'har' : 'json-lines';
  }
}

/**
 * HAR (a JSON document with log.entries), JSON lines (`{` first), else an access log when one of the
 * first lines follows the common/combined format. Anything else is not traffic we can read: exit 2.
 */
export function detectFormat(file: string, head: Buffer): TrafficFormat {
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text === '') return 'access-log';
  if (text.includes('\u0000'))
    throw new ToolError(`${file}: unknown format (binary data; expected a HAR, JSON lines or an access log, optionally gzip-compressed)`);
  if (text.startsWith('{')) return jsonFormat(text);
  const lines = text
    .split('\n')
    .slice(0, 10)
    .map((line) => line.replace(/\r$/, ''));
  if (lines.some(looksLikeAccessLog)) return 'access-log';
  throw new ToolError(`${file}: unknown format (expected a HAR, JSON lines with method, path and status, or a common/combined access log)`);
}
