import { createWriteStream, type WriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { dirname } from 'node:path';
import { makeDirSync } from '../../engine/make-dir.js';
import type { Exchange } from '../../engine/exchange.js';
import { temporaryNameFor } from '../common/atomic-write.js';
import { maskInlineAuthorization, redactSecrets, scrubDeep } from '../common/sanitize.js';
import { redactText } from '../../engine/http/redact.js';
import { harEntry } from './har-entry.js';
import type { HarCreator } from './har-types.js';

export interface HarWriterOptions {
  readonly creator: HarCreator;
  /** Token strings redacted wherever they appear (URL, headers, bodies). */
  readonly secrets?: readonly string[];
  /** The run's tokens and their placeholders ($PMC_TOKEN, $PMC_MEMBER_TOKEN…): each written as its placeholder. */
  readonly secretPairs?: readonly (readonly [string, string])[];
}

/** Writes entries as they come; nothing is kept in memory, whatever the number of exchanges. */
export interface HarWriter {
  /** Resolves once the entry is buffered (waits when the file system is slower than the suite). */
  add(exchange: Exchange): Promise<void>;
  /** Completes the file and moves it to its name; before that only a temporary file exists. */
  close(): Promise<string>;
  /** Removes the temporary file (the run was interrupted). */
  abort(): Promise<void>;
}

/**
 * `--record FILE`: a HAR 1.2 log streamed to a temporary file beside FILE, renamed into place by
 * close(), so FILE is either absent or complete. Credential headers become "Bearer [REDACTED]", the run's own tokens their $PMC_* placeholder.
 */
class StreamingHarWriter implements HarWriter {
  private readonly temporary: string;
  private readonly stream: WriteStream;
  private readonly scrub: (text: string) => string;
  private readonly pairs: readonly (readonly [string, string])[];
  private separator = '';
  private closed = false;
  private failure: Error | undefined;
  /**
   * The one wait for 'drain' that every add() blocked on a full buffer shares: exchanges of units
   * side by side arrive together, and a wait each (events.once adds a 'drain' and an 'error'
   * listener) would pile up listeners on the stream (MaxListenersExceededWarning at --concurrency 8).
   */
  private drained: Promise<void> | undefined;

  constructor(
    private readonly file: string,
    options: HarWriterOptions,
  ) {
    makeDirSync(dirname(file));
    this.temporary = temporaryNameFor(file);
    this.stream = createWriteStream(this.temporary, { flags: 'wx' });
    // Without a listener a write error (disk full, no permission) would crash the whole run.
    this.stream.on('error', (error) => (this.failure ??= error));
    this.pairs = options.secretPairs ?? [];
    this.scrub = (text) => redactSecrets(maskInlineAuthorization(redactText(text, options.secretPairs ?? [])), options.secrets ?? []);
    this.stream.write(`{"log":{"version":"1.2","creator":${JSON.stringify(scrubDeep(options.creator, this.scrub))},"entries":[\n`);
  }

  private check(): void {
    if (this.failure) throw this.failure;
    if (this.closed) throw new Error(`HAR writer for ${this.file} is closed`);
  }

  async add(exchange: Exchange): Promise<void> {
    this.check();
    // The run's own tokens become their placeholders before the credential headers are masked, so they stay told apart.
    const named = this.pairs.length > 0 ? (JSON.parse(redactText(JSON.stringify(exchange), this.pairs)) as Exchange) : exchange;
    const fits = this.stream.write(`${this.separator}${JSON.stringify(scrubDeep(harEntry(named), this.scrub))}`);
    this.separator = ',\n';
    if (!fits) await this.drain();
  }

  private drain(): Promise<void> {
    this.drained ??= once(this.stream, 'drain').then(
      () => {
        this.drained = undefined;
      },
      (error: unknown) => {
        this.drained = undefined;
        throw error;
      },
    );
    return this.drained;
  }

  async close(): Promise<string> {
    this.check();
    this.closed = true;
    const done = once(this.stream, 'close');
    this.stream.end('\n]}}\n');
    try {
      await done;
      await rename(this.temporary, this.file);
    } catch (error) {
      await rm(this.temporary, { force: true });
      throw error;
    }
    return this.file;
  }

  async abort(): Promise<void> {
    this.closed = true;
    // The file may still be opening: wait for the stream to close, or it would appear after rm.
    // Errors of the abandoned writes do not matter any more, only 'close' does.
    const done = new Promise<void>((resolve) => (this.stream.closed ? resolve() : this.stream.once('close', () => resolve())));
    this.stream.destroy();
    await done;
    await rm(this.temporary, { force: true });
  }
}

export const createHarWriter = (file: string, options: HarWriterOptions): HarWriter => new StreamingHarWriter(file, options);
