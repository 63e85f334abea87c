import { styleText } from 'node:util';
import type { Result, ResultStatus, RunReport } from '../engine/report/model.js';
import { oneLine, resultName, serverLabel } from './common/labels.js';
import { prepareReport } from './common/prepare.js';
import { readPathText } from './common/read-path-text.js';
import { overallVerdict, worstFirst } from './common/outcome.js';
import { checksLine, coverageLine, requirementsLine } from './common/totals.js';
import { acceptanceText, changeTag, comparisonHeadline, entryProblems } from './common/gates-text.js';
import { latencyLines } from './common/latency-text.js';
import { criticalPathLine } from './common/critical-path-text.js';

const TAG: Record<ResultStatus, string> = {
  failed: 'FAIL',
  accepted: 'ACPT',
  flaky: 'FLKY',
  warning: 'WARN',
  skipped: 'SKIP',
  passed: 'PASS',
  'not-assessable': 'N/A ',
};
const COLOR: Record<ResultStatus, 'red' | 'yellow' | 'gray' | 'green' | 'magenta'> = {
  failed: 'red',
  accepted: 'magenta',
  flaky: 'magenta',
  warning: 'yellow',
  skipped: 'gray',
  passed: 'green',
  'not-assessable': 'gray',
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
  // A row that only observed "not shown" behaviour passed nothing: OBS, never PASS.
  const observedOnly = result.status === 'passed' && result.counts.pass === 0 && result.counts.observe > 0;
  const text = observedOnly ? 'OBS ' : TAG[result.status];
  const tag = options.color ? styleText(observedOnly ? 'cyan' : COLOR[result.status], text, { validateStream: false }) : text;
  const change = changeTag(result);
  const line = `${tag}  ${result.requirement.padEnd(width)}  ${change ? `[${change}] ` : ''}${resultName(result)}: ${oneLine(result.message)}`;
  if (result.status === 'accepted') return [line, `${INDENT}${oneLine(acceptanceText(result))}`];
  return (result.status === 'failed' || result.status === 'flaky') && result.reproduction ? [line, ...reproductionLines(result.reproduction)] : [line];
}

/** The last line: the report's one verdict, with the seed where a run has one, and the server. */
function headline(report: RunReport): string {
  const { headline: verdict } = overallVerdict(report);
  return report.run.kind === 'run' ? `${verdict} (seed ${report.run.seed}, ${serverLabel(report.run)})` : `${verdict} (${serverLabel(report.run)})`;
}

/** A gate per line, with its figure, before the verdict that names the failed ones again. */
const gateTextLines = (report: RunReport) =>
  (report.gates ?? []).map((gate) => `${gate.passed ? 'Gate passed' : 'Gate FAILED'}: ${gate.gate}: ${oneLine(gate.figure)}`);

/**
 * The console summary printed at the end of a run: one line per result, failures first (each with
 * its `Reproduce with:` command), then the counts and the verdict.
 */
export function renderText(runReport: RunReport, options: TextOptions = {}): string {
  const report = prepareReport(runReport, options.secrets);
  const width = Math.max(0, ...report.results.map((result) => result.requirement.length));
  const lines = worstFirst(report.results).flatMap((result) => resultLines(result, width, options));
  const gates = [...entryProblems(report).map((text) => `Warning: ${text}`), comparisonHeadline(report)].filter((text) => text !== undefined);
  const fixed = (report.comparison?.fixed ?? []).map((item) => `FIXED  ${item.requirement.padEnd(width)}  ${resultName(item)}: ${oneLine(item.message)}`);
  lines.push(
    ...fixed,
    '',
    ...[readPathText(report)].filter((text) => text !== undefined).map(oneLine),
    ...gates.map(oneLine),
    ...latencyLines(report),
    ...[criticalPathLine(report)].filter((text) => text !== undefined),
    requirementsLine(report),
    checksLine(report),
    ...[coverageLine(report)].filter((text) => text !== undefined).map((text) => `Coverage: ${text}`),
    ...gateTextLines(report),
    headline(report),
  );
  return `${lines.join('\n')}\n`;
}
