import { Command } from 'commander';
import { integer, list } from '../options/parsers.js';
import type { ServeFlags } from './serve-options.js';
import type { RegisterCommand } from './types.js';

/** Resolves on the first SIGINT or SIGTERM. */
function untilStopped(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

/**
 * `pm-conformance serve`: starts the embedded reference server, prints ONE JSON line that is a valid
 * ConnectionConfig (the `run --config` format), serves until SIGINT/SIGTERM, then closes cleanly (exit 0).
 */
export const registerServe: RegisterCommand = (program, setExitCode) => {
  const command = new Command('serve')
    .description('start the embedded reference server and print its connection config as one JSON line')
    .option('--port <n>', 'port to listen on (0: any free port)', integer('--port'), 0)
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('--fault <name>', 'switch on a fault of the corpus (repeat or comma-separate)', list)
    .option('--personality <name>', 'a conforming variant of the reference')
    .option('--removed <operation>', 'answer 410 Gone for an operation, e.g. "GET /orgs/me" (repeatable)', list)
    .action(async (flags: ServeFlags) => {
      // Loaded when needed: --help, --version and the other commands start without the reference server.
      const [{ startReferenceServer }, { referenceOptions }] = await Promise.all([import('../../reference/index.js'), import('./serve-options.js')]);
      const reference = await startReferenceServer(referenceOptions(flags));
      process.stdout.write(`${JSON.stringify(reference.config)}\n`);
      await untilStopped();
      await reference.close();
      setExitCode(0);
    });
  program.addCommand(command);
};
