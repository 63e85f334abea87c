import type { RestoreOutcome } from '../engine/report/model.js';

/**
 * The user stopped the run (Ctrl-C, SIGTERM). Not a finding and not bad input: the run is incomplete,
 * so no report is written, but the fixtures were restored and what could not be is carried here.
 */
export class RunInterrupted extends Error {
  override readonly name = 'RunInterrupted';

  constructor(readonly restore?: RestoreOutcome) {
    super(restore ? 'interrupted: the fixtures were restored' : 'interrupted before any data was changed');
  }
}
