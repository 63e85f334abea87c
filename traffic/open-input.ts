import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
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

/** Opens a file; gzip is recognised by its magic bytes, not its name. Unreadable: exit 2, one line. */
export async function openInput(file: string): Promise<OpenedInput> {
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
