import type { AcceptEntryOutcome, Result, RunReport } from '../../engine/report/model.js';
import { plural } from './outcome.js';

/** Words every human-readable format uses for the gates (--accept, coverage, --compare-with). */

const where = (entry: { entry: number; line?: number }) => `entry ${entry.entry + 1}${entry.line === undefined ? '' : `, line ${entry.line}`}`;

/** "Accepted until 2026-12-31 (entry 1, line 3): flaky upstream" */
export const acceptanceText = ({ acceptance }: Result) =>
  acceptance ? `Accepted until ${acceptance.expires} (${where(acceptance)}): ${acceptance.reason}` : '';

/** What an entry matches: "check on operation (requirement), message ~ /pattern/". */
export const entryTarget = (entry: AcceptEntryOutcome) =>
  `${entry.check}${entry.operation ? ` on ${entry.operation}` : ''}${entry.requirement ? ` (${entry.requirement})` : ''}${entry.message ? `, message ~ /${entry.message}/` : ''}`;

/** One line per expired, stale or broad entry of the --accept file: what the team must revisit. */
export function entryProblems(report: Pick<RunReport, 'acceptance'>): string[] {
  return (report.acceptance?.entries ?? []).flatMap((entry) => {
    if (entry.state === 'expired')
      return [
        `Expired accept ${where(entry)} (${entry.expires}) accepts nothing: ${entryTarget(entry)}${entry.matched ? ` — ${plural(entry.matched, 'failure')} counted again` : ''}. Reason was: ${entry.reason}`,
      ];
    if (entry.state === 'stale') return [`Stale accept ${where(entry)} matched no failure: ${entryTarget(entry)} — remove it (accept --prune), or correct it`];
    if (entry.broad)
      return [
        `Broad accept ${where(entry)} matched every failure of ${entry.check} (${plural(entry.matched, 'failure')}): ${entryTarget(entry)} — name the operation, requirement or message it means`,
      ];
    return [];
  });
}

/** "Since previous/report.json (run of …): 2 new, 5 still there, 1 fixed" */
export function comparisonHeadline(report: Pick<RunReport, 'comparison'>): string | undefined {
  const comparison = report.comparison;
  if (!comparison) return undefined;
  const other = comparison.previousServer ? `, a report of another server: ${comparison.previousServer}` : '';
  return `Since ${comparison.previous} (run of ${comparison.previousStartedAt}${other}): ${comparison.new} new, ${comparison.still} still there, ${comparison.fixed.length} fixed`;
}

/** "NEW" / "STILL" marker of a result compared with a previous run. */
export const changeTag = (result: Pick<Result, 'change'>) => (result.change === 'new' ? 'NEW' : result.change === 'still' ? 'STILL' : '');
