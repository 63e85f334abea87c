import type { IncomingMessage } from 'node:http';
import { Refusal } from './refusal.js';

const tooLarge = (limit: number) => new Refusal('too-large', 'PAYLOAD_TOO_LARGE', `The request body exceeds ${limit} bytes`, { limit });

/**
 * The request body as text, at most `limit` bytes: a declared or actual larger body is refused
 * without buffering it (the caller answers 413 and closes the connection).
 */
export function readBody(request: IncomingMessage, limit: number): Promise<string> {
  if (Number(request.headers['content-length'] ?? 0) > limit) return Promise.reject(tooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      request.off('data', onData);
      reject(tooLarge(limit));
    };
    request.on('data', onData);
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
