import type { Readable } from 'node:stream';

/**
 * A body read with a cap: past `maxBytes` the stream is destroyed, so an endless body cannot exhaust memory.
 * `progress.bytes` follows what has arrived, so a body that stops half-way can be described.
 */
export async function readCapped(body: Readable, maxBytes: number, progress: { bytes: number } = { bytes: 0 }): Promise<{ text: string; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = chunk as Buffer;
    if (size + buffer.length > maxBytes) {
      chunks.push(buffer.subarray(0, maxBytes - size));
      progress.bytes = maxBytes;
      body.destroy();
      return { text: Buffer.concat(chunks).toString('utf8'), truncated: true };
    }
    chunks.push(buffer);
    size += buffer.length;
    progress.bytes = size;
  }
  return { text: Buffer.concat(chunks).toString('utf8'), truncated: false };
}
