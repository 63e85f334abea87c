import type { Agent, Dispatcher } from 'undici';
import type { PartialAnswer } from './problem.js';

/** An answer read whole (or cut at the cap): status, header fields, body text. */
export interface CollectedAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly text: string;
  readonly truncated: boolean;
}

/** What one request asks of the wire: undici's dispatch options, the cap, the overall deadline. */
export interface CollectOptions {
  readonly dispatch: Dispatcher.DispatchOptions;
  readonly maxBytes: number;
  readonly timeoutMs: number;
  /** Set once the status line and headers have come, and followed as the body comes. */
  readonly progress: { partial?: PartialAnswer };
}

/** The reason an overall timeout gives: AbortSignal.timeout's, so that the failure is still named a timeout. */
const timeoutReason = () => new DOMException('The operation was aborted due to timeout', 'TimeoutError');

/**
 * Header fields as the suite records them: names in lower case, a repeated field's values joined by
 * ", " where it first came (what undici's request() parsing, then joining, gave). A field named
 * __proto__ is not kept (it never was: assigning it set no field).
 */
export function headersOf(raw: readonly Buffer[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (let index = 0; index < raw.length; index += 2) {
    const name = (raw[index] as Buffer).toString('latin1').toLowerCase();
    const value = (raw[index + 1] as Buffer).toString('latin1');
    if (name === '__proto__') continue;
    fields[name] = Object.hasOwn(fields, name) ? `${fields[name] as string}, ${value}` : value;
  }
  return fields;
}

/**
 * One request through the agent with a handler of our own that gathers the body as it comes: the
 * same request and outcomes as request() and a body stream read to its end (the text, the text cut
 * at the cap, or undici's error, or the deadline's), without the stream, its events and the promise
 * turns of each, which cost a sizeable share of the client's CPU per exchange on small bodies.
 */
export function collectAnswer(agent: Pick<Agent, 'dispatch'>, { dispatch, maxBytes, timeoutMs, progress }: CollectOptions): Promise<CollectedAnswer> {
  return new Promise<CollectedAnswer>((resolve, reject) => {
    let abort: ((error?: Error) => void) | undefined;
    /** Why the request was given up before it was connected: aborted with it once it is. */
    let givenUp: Error | undefined;
    let done = false;
    let status = 0;
    let headers: Record<string, string> = {};
    const chunks: Buffer[] = [];
    let size = 0;
    let partial: { status: number; bytes: number } | undefined;
    const settle = (outcome: () => void) => {
      if (done) return false;
      done = true;
      clearTimeout(timer);
      outcome();
      return true;
    };
    const giveUp = (reason: Error) => {
      if (!settle(() => reject(reason))) return;
      if (abort) abort(reason);
      else givenUp = reason;
    };
    // Cleared once the body is read or the request failed.
    const timer = setTimeout(() => giveUp(timeoutReason()), timeoutMs);
    timer.unref();
    const handler: Dispatcher.DispatchHandler = {
      onConnect(abortRequest) {
        if (givenUp) abortRequest(givenUp);
        else abort = abortRequest;
      },
      onHeaders(statusCode, rawHeaders) {
        // An interim answer (1xx) is not the answer: request() waits for the final one too.
        if (statusCode < 200 || done) return true;
        status = statusCode;
        headers = headersOf(rawHeaders as unknown as Buffer[]);
        partial = { status: statusCode, bytes: 0 };
        progress.partial = partial;
        return true;
      },
      onData(chunk) {
        if (done || !partial) return true;
        if (size + chunk.length > maxBytes) {
          chunks.push(chunk.subarray(0, maxBytes - size));
          partial.bytes = maxBytes;
          settle(() => resolve({ status, headers, text: Buffer.concat(chunks).toString('utf8'), truncated: true }));
          // The rest is not read: the request is aborted, as a body stream destroyed at the cap aborts it.
          queueMicrotask(() => abort?.());
          return true;
        }
        chunks.push(chunk);
        size += chunk.length;
        partial.bytes = size;
        return true;
      },
      onComplete() {
        settle(() => resolve({ status, headers, text: Buffer.concat(chunks).toString('utf8'), truncated: false }));
      },
      onError(error) {
        settle(() => reject(error));
      },
    };
    try {
      agent.dispatch(dispatch, handler);
    } catch (error) {
      settle(() => reject(error as Error));
    }
  });
}
