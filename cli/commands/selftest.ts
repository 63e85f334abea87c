import { Command } from 'commander';
import { integer, list } from '../options/parsers.js';
import { ToolError } from '../../engine/tool-error.js';
import { assertWritableFile } from '../../engine/writable.js';
import type { RegisterCommand } from './types.js';

interface SelftestFlags {
  parallel?: number;
  figuresOut?: string;
  variant?: string[];
  fault?: string[];
}

/**
 * `pm-conformance selftest`: the suite's own precision, measured against the reference server (every
 * conforming variant, every fault of the corpus). Exit 1 on any false failure or missed fault.
 */
export const registerSelftest: RegisterCommand = (program, setExitCode) => {
  program.addCommand(
    new Command('selftest')
      .description('run the suite against every conforming variant and every fault of the reference server, and print its precision')
      .option('--parallel <n>', 'runs in flight at once (default: 2)', integer('--parallel', 1))
      .option('--variant <names>', 'prove only these conforming variants (clean, or a personality; repeat or comma-separate)', list)
      .option('--fault <names>', 'prove only these faults of the corpus (repeat or comma-separate)', list)
      .option('--figures-out <file>', 'also write the figures as JSON (what the package ships: reports/certification/selftest-figures.json)')
      .action(async (flags: SelftestFlags) => {
        const only = { ...(flags.variant ? { variants: flags.variant } : {}), ...(flags.fault ? { faults: flags.fault } : {}) };
        // The shipped figures are the whole measurement, never a part of it.
        if (flags.figuresOut && (flags.variant || flags.fault))
          throw new ToolError('--figures-out writes the whole measurement: not with --variant or --fault');
        if (flags.figuresOut) assertWritableFile(flags.figuresOut, '--figures-out');
        const [{ runSelftest }, { figuresText }, { writeAtomic }] = await Promise.all([
          import('../../proof/selftest.js'),
          import('../../reports/certification/figures.js'),
          import('../../reports/common/atomic-write.js'),
        ]);
        const { misses, ...figures } = await runSelftest({
          ...(flags.parallel ? { parallel: flags.parallel } : {}),
          only,
          progress: (line) => process.stderr.write(`${line}\n`),
        });
        if (flags.figuresOut) await writeAtomic(flags.figuresOut, `${JSON.stringify(figures, null, 2)}\n`);
        process.stdout.write(`${figuresText(figures)}\n${misses.map((miss) => `${miss}\n`).join('')}`);
        setExitCode(misses.length === 0 ? 0 : 1);
      }),
  );
};
