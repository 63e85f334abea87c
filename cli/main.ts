import { Command, CommanderError } from 'commander';
import { ToolError } from '../engine/tool-error.js';
import { commands } from './commands/index.js';
import { versionText } from './version.js';
import { limitHeapGrowth } from './heap-growth.js';
import { ignoreClosedPipes } from './closed-pipes.js';
import { addExitCodesToHelp } from './exit-codes.js';

/** Entry point of `pm-conformance`. Exit codes: 0 no failure, 1 failure(s) or a failed gate, 2 usage/config/connection error, 130 interrupted (each command's --help says what they mean for it). */
export async function main(argv: string[]): Promise<number> {
  limitHeapGrowth();
  ignoreClosedPipes();
  const program = new Command('pm-conformance')
    .description('Conformance suite for the Project and Timesheet Management API v1')
    .version(versionText(), '-V, --version')
    .exitOverride()
    .configureOutput({ outputError: (text, write) => write(text.split('\n')[0] + '\n') });
  let exitCode = 0;
  for (const register of commands)
    register(program, (code) => {
      exitCode = code;
    });
  inheritSettings(program);
  addExitCodesToHelp(program);
  try {
    await program.parseAsync(argv);
    return exitCode;
  } catch (error) {
    return exitCodeOf(error);
  }
}

/**
 * Commands added with addCommand (each sub-command's own file builds one) do not inherit
 * exitOverride and the one-line error output as `.command()` children do: passed down here, so a
 * usage error anywhere is exit 2 with one line.
 */
function inheritSettings(command: Command): void {
  for (const child of command.commands) {
    child.copyInheritedSettings(command);
    inheritSettings(child);
  }
}

function exitCodeOf(error: unknown): number {
  if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
  const message = error instanceof ToolError ? error.message : `unexpected error: ${error instanceof Error ? error.message : String(error)}`;
  // Control characters (a binary file's bytes quoted by a parser) never reach the terminal.
  process.stderr.write(`pm-conformance: ${(message.split('\n')[0] ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, '?')}\n`);
  return 2;
}
