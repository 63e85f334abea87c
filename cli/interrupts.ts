/** The conventional exit status of a process stopped by SIGINT (128 + 2). */
export const INTERRUPTED_EXIT_CODE = 130;

export interface InterruptWatch {
  /** Aborted at the first SIGINT or SIGTERM. */
  readonly signal: AbortSignal;
  dispose(): void;
}

/**
 * Turns the first Ctrl-C (or SIGTERM) into an abort the run can act on — finish the checks in flight,
 * then restore the fixtures — instead of Node's immediate exit, which would leave staging data
 * changed. A second signal stops at once, saying what that costs.
 */
export function watchInterrupts(stream: NodeJS.WritableStream = process.stderr): InterruptWatch {
  const controller = new AbortController();
  const onSignal = (name: NodeJS.Signals) => {
    if (!controller.signal.aborted) {
      stream.write(`\npm-conformance: ${name} — finishing the checks in flight, then restoring the fixtures (send it again to stop at once)\n`);
      controller.abort(name);
      return;
    }
    stream.write(`pm-conformance: stopped at once — the fixtures may not have been restored\n`);
    process.exit(INTERRUPTED_EXIT_CODE);
  };
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];
  for (const name of signals) process.on(name, onSignal);
  return {
    signal: controller.signal,
    dispose: () => {
      for (const name of signals) process.off(name, onSignal);
    },
  };
}
