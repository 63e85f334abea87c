/** Progress on stderr: one live line on a terminal, plain lines otherwise (CI logs). */
export function progressPrinter(stream: NodeJS.WriteStream = process.stderr): { line: (text: string) => void; done: () => void } {
  let live = false;
  return {
    line: (text) => {
      if (stream.isTTY) {
        stream.write(`\r\x1b[K${text.slice(0, (stream.columns || 100) - 1)}`);
        live = true;
      } else stream.write(`${text}\n`);
    },
    done: () => {
      if (live) stream.write('\r\x1b[K');
    },
  };
}

/** A run's progress in a CI log prints every EVERY-th unit that passed (and the first): the log stays short. */
const EVERY = 10;

/**
 * The progress of a run's units (issue 37: a bounded console). On a terminal every line replaces the
 * last; in a log, a unit that failed, warned or skipped gets its line, and the passing ones are
 * counted: the first, then every tenth with how many have passed so far.
 */
export function unitProgress(printer: { line: (text: string) => void }, stream: NodeJS.WriteStream = process.stderr): (text: string) => void {
  let passed = 0;
  return (text) => {
    if (stream.isTTY || !text.startsWith('✓ ')) return printer.line(text);
    passed += 1;
    if (passed === 1 || passed % EVERY === 0) printer.line(passed === 1 ? text : `✓ ${passed} units passed so far (the last: ${text.slice(2)})`);
  };
}
