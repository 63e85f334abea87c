import type { Exchange } from '../../engine/exchange.js';
import { suiteVersion } from '../../engine/report/version.js';
import { createHarWriter, type HarWriter } from './har-writer.js';

/** --record: every exchange of a run streamed into one HAR file as it happens. */
export interface HarRecording {
  readonly onExchange: (exchange: Exchange) => Promise<void>;
  /** Completes the file; resolves to why it could not be written, if it could not. */
  finish(): Promise<string | undefined>;
  /** Removes the half-written file (the run was interrupted or never started). */
  abort(): Promise<void>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A HAR that cannot be written (disk full, no permission) stops the recording, never the checks: the
 * run goes on, and finish() says what went wrong so the run is reported incomplete.
 */
export function recordHar(harFile: string, secretPairs: readonly (readonly [string, string])[]): HarRecording {
  let failure: string | undefined;
  let writer: HarWriter | undefined;
  try {
    writer = createHarWriter(harFile, { secretPairs, creator: { name: 'pm-conformance', version: suiteVersion() } });
  } catch (error) {
    failure = messageOf(error);
  }
  return {
    onExchange: async (exchange) => {
      if (failure || !writer) return;
      await writer.add(exchange).catch((error: unknown) => {
        failure ??= messageOf(error);
      });
    },
    finish: async () => {
      if (!failure && writer)
        await writer.close().catch((error: unknown) => {
          failure ??= messageOf(error);
        });
      // What is left of the temporary file may not be removable either (its folder is gone): the failure is what matters.
      if (failure) await writer?.abort().catch(() => undefined);
      return failure;
    },
    abort: async () => {
      await writer?.abort().catch(() => undefined);
    },
  };
}
