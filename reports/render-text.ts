import { styleText } from 'node:util';
import type { Result, ResultStatus, RunReport } from '../engine/report/model.js';
import { oneLine, resultName } from './common/labels.js';
import { prepareReport } from './common/prepare.js';
import { countStatuses, overallVerdict, worstFirst } from './common/outcome.js';
import { acceptanceText, changeTag, comparisonHeadline, coverageHeadline, entryProblems } from './common/gates-text.js';

const TAG: Record<ResultStatus, string> = { failed: 'FAIL', accepted: 'ACPT', flaky: 'FLKY', warning: 'WARN', skipped: 'SKIP', passed: 'PASS' };
const COLOR: Record<ResultStatus, 'red' | 'yellow' | 'gray' | 'green' | 'magenta'> = {
  failed: 'red',
  accepted: 'magenta',
  flaky: 'magenta',
  warning: 'yellow',
  skipped: 'gray',
  passed: 'green',
};
const INDENT = '      ';

export interface TextOptions {
  /** ANSI colours for the status tags (the CLI passes true on a TTY). */
  readonly color?: boolean;
  /** Token strings to redact, as for the report files. */
  readonly secrets?: readonly string[];
}

/** The reproduction under a failure; a multi-line one (curl, then the re-run command) stays aligned. */
function reproductionLines(reproduction: string): string[] {
  const [first = '', ...rest] = reproduction.split('\n');
  const label = 'Reproduce with: ';
  return [`${INDENT}${label}${first}`, ...rest.map((line) => `${INDENT}${' '.repeat(label.length)}${line}`)];
}

function resultLines(result: Result, width: number, options: TextOptions): string[] {
  // The CLI decides (TTY, NO_COLOR): styleText must not second-guess it from process.stdout.
  const tag = options.color ? styleText(COLOR[result.status], TAG[result.status], { validateStream: false }) : TAG[result.status];
  const change = changeTag(result);
  const line = `${tag}  ${result.requirement.padEnd(width)}  ${change ? `[${change}] ` : ''}${resultName(result)}: ${oneLine(result.message)}`;
  if (result.status === 'accepted') return [line, `${INDENT}${oneLine(acceptanceText(result))}`];
  return (result.status === 'failed' || result.status === 'flaky') && result.reproduction ? [line, ...reproductionLines(result.reproduction)] : [line];
}

/**
 * The console summary printed at the end of a run: one line per result, failures first (each with
 * its `Reproduce with:` command), then the counts and the verdict.
 */
export function renderText(runReport: RunReport, options: TextOptions = {}): string {
  const report = prepareReport(runReport, options.secrets);
  const counts = countStatuses(report.results);
  const width = Math.max(0, ...report.results.map((result) => result.requirement.length));
  const lines = worstFirst(report.results).flatMap((result) => resultLines(result, width, options));
  const gates = [...entryProblems(report).map((text) => `Warning: ${text}`), coverageHeadline(report), comparisonHeadline(report)].filter(
    (text) => text !== undefined,
  );
  const fixed = (report.comparison?.fixed ?? []).map((item) => `FIXED  ${item.requirement.padEnd(width)}  ${resultName(item)}: ${oneLine(item.message)}`);
  lines.push(
    ...fixed,
    '',
    ...gates.map(oneLine),
    `Passed ${counts.passed} · Failed ${counts.failed}${counts.accepted ? ` · Accepted ${counts.accepted}` : ''}${counts.flaky ? ` · Flaky ${counts.flaky}` : ''} · Warnings ${counts.warning} · Skipped ${counts.skipped} · Observations ${report.observations.length}`,
    `${overallVerdict(report).headline} (seed ${report.run.seed}, ${report.run.baseUrl})`,
  );
  return `${lines.join('\n')}\n`;
}
