import { ToolError } from '../engine/tool-error.js';

/** A line about the server's health (the circuit breaker, a request waited on), at once on stderr. */
export const consoleNotice = (line: string): void => void process.stderr.write(`pm-conformance: ${line}\n`);

/**
 * The end of a command whose server stopped answering part-way: its reports are written, and it exits
 * 2 with one line that says so (transport errors are never a verdict: not 1).
 */
export function incompleteError(reason: string | undefined, written: string): ToolError | undefined {
  return reason === undefined ? undefined : new ToolError(`the run is incomplete: ${reason}; ${written}`);
}
