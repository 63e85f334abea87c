import { Command, CommanderError } from 'commander';
import { ToolError } from '../engine/tool-error.js';
import { commands } from './commands/index.js';
import { versionText } from './version.js';

/** Entry point of `pm-conformance`. Exit codes: 0 no failure, 1 failure(s), 2 usage/config/connection error. */
export async function main(argv: string[]): Promise<number> {
  const program = new Command('pm-conformance')
    .description('Conformance suite for the Project and Timesheet Management API v1')
    .version(versionText(), '-V, --version')
    .exitOverride()
    .configureOutput({ outputError: (text, write) => write(text.split('\n')[0] + '\n') });
  let exitCode = 0;
  for (const register of commands) register(program, (code) => { exitCode = code; });
  try {
    await program.parseAsync(argv);
    return exitCode;
  } catch (error) {
    return exitCodeOf(error);
  }
}

function exitCodeOf(error: unknown): number {
  if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
  const message = error instanceof ToolError ? error.message : `unexpected error: ${error instanceof Error ? error.message : String(error)}`;
  process.stderr.write(`pm-conformance: ${message.split('\n')[0]}\n`);
  return 2;
}
