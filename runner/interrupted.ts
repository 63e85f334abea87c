import type { RestoreOutcome, RunReport } from '../engine/report/model.js';

/**
 * The user stopped the run (Ctrl-C, SIGTERM). Not a finding and not bad input: the fixtures were
 * restored (what could not be is carried here) and `report`, when the run had opened, holds what was
 * collected until then, marked `run.interrupted`: the CLI writes it, so the folder tells the truth.
 */
export class RunInterrupted extends Error {
  override readonly name = 'RunInterrupted';

  constructor(
    readonly restore?: RestoreOutcome,
    readonly report?: RunReport,
  ) {
    super(restore ? 'interrupted: the fixtures were restored' : 'interrupted before any data was changed');
  }
}

/** The report of a stopped run, saying by what ("SIGINT") so no reader takes it for a whole run. */
export function markInterrupted(report: RunReport, reason: unknown): RunReport {
  const by = typeof reason === 'string' && reason.length > 0 ? reason : 'a signal';
  return { ...report, run: { ...report.run, interrupted: `stopped by ${by} before the end` } };
}
