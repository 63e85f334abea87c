import type { ConnectionConfig } from '../engine/connection.js';
import { secretsOf } from '../engine/http/client.js';
import type { RunReport } from '../engine/report/model.js';
import { assertWritableFile } from '../engine/writable.js';
import { withServer } from '../reference/embedded.js';
import { recordHar } from '../reports/har/record-har.js';
import { markIncomplete, RunIncomplete } from '../runner/incomplete.js';
import { runSuite } from '../runner/run-suite.js';
import { RunInterrupted } from '../runner/interrupted.js';
import type { SessionOptions } from '../runner/run-session.js';

export interface RunOptions extends Omit<SessionOptions, 'connection' | 'embedded' | 'onExchange'> {
  /** The server to certify; without it the embedded reference server is started and certified. */
  readonly connection?: ConnectionConfig;
  /** HAR file of every exchange (tokens redacted), streamed as the run goes. */
  readonly record?: string;
}

/**
 * Runs the conformance suite against a server (or the embedded reference server) in this process and
 * returns what report.json holds. An error once the checks have started throws RunIncomplete, which
 * carries the report of what was collected; Ctrl-C through `signal` throws RunInterrupted, with the
 * partial report once the run had opened (the HAR so far is kept).
 */
export async function runConformance(options: RunOptions = {}): Promise<RunReport> {
  if (options.record) assertWritableFile(options.record, '--record');
  return withServer(options.connection, async (connection, embedded) => {
    const recording = options.record ? recordHar(options.record, secretsOf(connection)) : undefined;
    let report: RunReport;
    try {
      report = await runSuite({ ...options, connection, embedded, ...(recording ? { onExchange: recording.onExchange } : {}) });
    } catch (error) {
      // A run stopped before it opened has no exchange worth keeping; an interrupted one has (its partial report points at them).
      if (!(error instanceof RunIncomplete) && !(error instanceof RunInterrupted && error.report)) {
        await recording?.abort();
        throw error;
      }
      // The exchanges of an incomplete or interrupted run are evidence too: the HAR is completed.
      await recording?.finish();
      throw error;
    }
    const failure = await recording?.finish();
    if (failure) throw new RunIncomplete(markIncomplete(report, `the HAR (--record) could not be written: ${failure}`));
    return report;
  });
}
