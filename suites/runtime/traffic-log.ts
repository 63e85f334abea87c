import { createWriteStream, type WriteStream } from 'node:fs';
import type { Exchange } from '../../engine/exchange.js';

/** Exchanges as JSON lines (for --record), appended through a stream: nothing accumulates in memory. */
export class TrafficLog {
  private readonly stream: WriteStream;

  constructor(file: string) {
    this.stream = createWriteStream(file, { flags: 'a' });
  }

  write(exchange: Exchange): void {
    this.stream.write(`${JSON.stringify(exchange)}\n`);
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) => this.stream.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
}
