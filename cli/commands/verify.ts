import { Command } from 'commander';
import type { RegisterCommand } from './types.js';

/** `pm-conformance verify DIR`: checks an evidence bundle offline; one line, exit 0 when it holds, 1 naming the first difference. */
export const registerVerify: RegisterCommand = (program, setExitCode) => {
  program.addCommand(
    new Command('verify')
      .description('check a certification bundle offline: digests, certification rules, every exchange-level verdict re-judged from its HAR')
      .argument('<dir>', 'the certification folder a run --certify wrote (<report-dir>/certification)')
      .action(async (dir: string) => {
        const { verifyBundle } = await import('../../verify/verify-bundle.js');
        const verification = verifyBundle(dir);
        if (verification.holds) process.stdout.write(`${verification.line}\n`);
        else process.stdout.write(`pm-conformance verify: ${verification.difference}\n`);
        setExitCode(verification.holds ? 0 : 1);
      }),
  );
};
