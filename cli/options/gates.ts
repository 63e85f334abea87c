import { InvalidArgumentError, type Command } from 'commander';
import type { Gates } from '../../reports/gates/index.js';

export interface GateFlags {
  accept?: string;
  compareWith?: string;
  minCoverage?: number;
}

function percent(value: string): number {
  const number = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || number > 100) throw new InvalidArgumentError(`--min-coverage must be a percentage from 0 to 100, got "${value}"`);
  return number;
}

/** --accept, --compare-with and --min-coverage: gates applied to the report after the run. */
export function addGateOptions(command: Command): Command {
  return command
    .option('--accept <file>', 'accepted deviations (JSON or YAML): matching failures are reported as accepted, not failed')
    .option('--compare-with <report.json>', 'mark each failure and warning as new or still there, and list what was fixed since that report')
    .option('--min-coverage <percent>', 'fail when fewer than this % of the requirements had a check that ran', percent);
}

/** Reads the gate files before the run: a malformed one is exit 2 before any request is sent. */
export async function loadGates(flags: GateFlags): Promise<Gates> {
  // Each reader is loaded only when its flag is given (the accept file's pulls in the YAML parser).
  const { readAcceptFile } = flags.accept ? await import('../../reports/gates/accept-file.js') : {};
  const { readPreviousReport } = flags.compareWith ? await import('../../reports/gates/previous-report.js') : {};
  return {
    ...(flags.accept && readAcceptFile ? { accept: { file: flags.accept, entries: readAcceptFile(flags.accept) } } : {}),
    ...(flags.compareWith && readPreviousReport
      ? { previous: { file: flags.compareWith, report: readPreviousReport(flags.compareWith, '--compare-with') } }
      : {}),
    ...(flags.minCoverage === undefined ? {} : { minCoverage: flags.minCoverage }),
  };
}
