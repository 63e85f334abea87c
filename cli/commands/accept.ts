import { Command, InvalidArgumentError } from 'commander';
import { ToolError } from '../../engine/tool-error.js';
import { assertWritableFile } from '../../engine/writable.js';
import type { RegisterCommand } from './types.js';
import type { RunReport } from '../../engine/report/model.js';

interface AcceptFlags {
  from: string;
  out: string;
  prune?: string;
  reason?: string;
  expires?: string;
}

/** Accepted entries expire by default: a file nobody revisits must not accept deviations forever. */
const DEFAULT_DAYS = 30;

function isoDate(value: string): string {
  const time = Date.parse(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) {
    throw new InvalidArgumentError(`--expires must be a date YYYY-MM-DD, got "${value}"`);
  }
  return value;
}

/** accept --prune FILE --from report.json: the file rewritten in place without its stale entries. */
async function prune(file: string, from: string): Promise<number> {
  const [{ readPreviousReport }, { pruneAcceptFile }, { writeAtomic }] = await Promise.all([
    import('../../reports/gates/previous-report.js'),
    import('../../reports/gates/accept-prune.js'),
    import('../../reports/common/atomic-write.js'),
  ]);
  const report = readPreviousReport(from, '--from');
  assertWritableFile(file, '--prune');
  const { text, removed } = pruneAcceptFile(file, report as Pick<RunReport, 'acceptance'>);
  if (removed > 0) await writeAtomic(file, text);
  process.stdout.write(`${removed} stale accepted deviation${removed === 1 ? '' : 's'} removed from ${file}\n`);
  return 0;
}

/** `pm-conformance accept --from report.json`: the --accept file that accepts every failure of a run. */
export const registerAccept: RegisterCommand = (program, setExitCode) => {
  program.addCommand(
    new Command('accept')
      .description('write an --accept file (YAML, or JSON for a .json name) accepting every failure of a report.json')
      .requiredOption('--from <report.json>', 'the report of the run whose failures are accepted')
      .option('--out <file>', 'the accept file written', 'accepted-deviations.yaml')
      .option('--reason <text>', 'why these deviations are accepted (written on every new entry)')
      .option('--expires <YYYY-MM-DD>', `last day the entries accept (default: ${DEFAULT_DAYS} days from today)`, isoDate)
      .option('--prune <file>', 'rewrite this accept file without the entries the --from report (a run with --accept FILE) found stale')
      .action(async (flags: AcceptFlags) => {
        if (flags.prune) return setExitCode(await prune(flags.prune, flags.from));
        const [{ readPreviousReport }, { acceptEntriesFrom, dateAfter, renderAcceptFile }, { writeAtomic }, { isExpired }] = await Promise.all([
          import('../../reports/gates/previous-report.js'),
          import('../../reports/gates/accept-from.js'),
          import('../../reports/common/atomic-write.js'),
          import('../../reports/gates/accept.js'),
        ]);
        // Written without a word, a past date accepts nothing: the next run would fail with "expired".
        if (flags.expires !== undefined && isExpired(flags.expires, new Date()))
          throw new ToolError(`--expires ${flags.expires} is already past: the entries would accept nothing (give today or a later date)`);
        const report = readPreviousReport(flags.from, '--from') as Parameters<typeof acceptEntriesFrom>[0];
        assertWritableFile(flags.out, '--out');
        const entries = acceptEntriesFrom(report, {
          reason: flags.reason ?? `known deviation, accepted from ${flags.from} (run of ${report.run.startedAt})`,
          expires: flags.expires ?? dateAfter(new Date(), DEFAULT_DAYS),
        });
        await writeAtomic(flags.out, renderAcceptFile(entries, flags.out, flags.from));
        process.stdout.write(`${entries.length} accepted deviation${entries.length === 1 ? '' : 's'} written to ${flags.out}\n`);
        setExitCode(0);
      }),
  );
};
