import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { ToolError } from '../engine/tool-error.js';

/** An input file as a stream of its (decompressed) bytes, with how far the raw file has been read. */
export interface OpenedInput {
  readonly file: string;
  readonly stream: Readable;
  readonly gzip: boolean;
  /** Size of the file on disk. */
  readonly size: number;
  /** Raw bytes read so far (for progress). */
  readonly bytesRead: () => number;
}

const GZIP_MAGIC = [0x1f, 0x8b];

async function startsWithGzipMagic(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === GZIP_MAGIC[0] && buffer[1] === GZIP_MAGIC[1];
  } finally {
    await handle.close();
  }
}

/** What `-` is called in reports and messages. */
export const STDIN_NAME = '(standard input)';

/**
 * `-`: standard input (a pipe from zcat, kubectl logs, …), gzip recognised by its first bytes as for a
 * file. Its size is unknown until read: 0, so progress shows what was read without a total.
 */
async function openStdin(input: Readable = process.stdin): Promise<OpenedInput> {
  const chunks = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first = await chunks.next();
  const head = first.done ? Buffer.alloc(0) : Buffer.from(first.value);
  let read = head.length;
  async function* all(): AsyncGenerator<Buffer> {
    if (head.length > 0) yield head;
    for (;;) {
      const next = await chunks.next();
      if (next.done) return;
      const chunk = Buffer.from(next.value);
      read += chunk.length;
      yield chunk;
    }
  }
  const raw = Readable.from(all(), { objectMode: false });
  const gzip = head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
  const bytesRead = () => read;
  if (!gzip) return { file: STDIN_NAME, stream: raw, gzip, size: 0, bytesRead };
  const gunzip = createGunzip();
  raw.on('error', (error) => gunzip.destroy(error));
  return { file: STDIN_NAME, stream: raw.pipe(gunzip), gzip, size: 0, bytesRead };
}

/** Opens a file (`-`: standard input); gzip is recognised by its magic bytes, not its name. Unreadable: exit 2, one line. */
export async function openInput(file: string, stdin?: Readable): Promise<OpenedInput> {
  if (file === '-') return openStdin(stdin);
  let size: number;
  let gzip: boolean;
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new ToolError(`${file}: not a file`);
    size = info.size;
    gzip = await startsWithGzipMagic(file);
  } catch (error) {
    if (error instanceof ToolError) throw error;
    throw new ToolError(`${file}: cannot read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  const raw = createReadStream(file, { highWaterMark: 1 << 20 });
  const bytesRead = () => raw.bytesRead;
  if (!gzip) return { file, stream: raw, gzip, size, bytesRead };
  const gunzip = createGunzip();
  // A read error of the raw file must reach the consumer of the decompressed stream.
  raw.on('error', (error) => gunzip.destroy(error));
  return { file, stream: raw.pipe(gunzip), gzip, size, bytesRead };
}
