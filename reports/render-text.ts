import { styleText } from 'node:util';
import type { Result, ResultStatus, RunReport } from '../engine/report/model.js';
import { oneLine, resultName, serverLabel } from './common/labels.js';
import { prepareReport } from './common/prepare.js';
import { readPathText } from './common/read-path-text.js';
import { overallVerdict, worstFirst } from './common/outcome.js';
import { STANDING_TITLES, standingLines } from './common/unassessed-text.js';
import { checksLine, coverageLine, requirementsLine } from './common/totals.js';
import { acceptanceText, changeTag, comparisonHeadline, entryProblems } from './common/gates-text.js';
import { latencyLines } from './common/latency-text.js';
import { criticalPathLine } from './common/critical-path-text.js';
import { failureDetail } from './common/failure-block.js';

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

/** Lines of results other than failures the console shows before it points to the reports. */
const OTHER_LINES = 20;

function tagOf(status: ResultStatus, options: TextOptions): string {
  // The CLI decides (TTY, NO_COLOR): styleText must not second-guess it from process.stdout.
  return options.color ? styleText(COLOR[status], TAG[status], { validateStream: false }) : TAG[status];
}

/** A failure: its title line, then at most FAILURE_LINES - 1 lines of what was seen and how to reproduce it. */
function failureLines(result: Result, width: number, options: TextOptions): string[] {
  const change = changeTag(result);
  const title = `${tagOf(result.status, options)}  ${result.requirement.padEnd(width)}  ${change ? `[${change}] ` : ''}${resultName(result)}`;
  return [title, ...failureDetail(result).map((line) => `${INDENT}${line}`)];
}

/** A row that only observed "not shown" behaviour passed nothing: it reads OBS, never PASS. */
const observedOnly = (result: Result) => result.status === 'passed' && result.counts.pass === 0 && result.counts.observe > 0;

function rowTag(result: Result, options: TextOptions): string {
  if (!observedOnly(result)) return tagOf(result.status, options);
  return options.color ? styleText('cyan', 'OBS ', { validateStream: false }) : 'OBS ';
}

function resultLine(result: Result, width: number, options: TextOptions): string[] {
  const change = changeTag(result);
  const line = `${rowTag(result, options)}  ${result.requirement.padEnd(width)}  ${change ? `[${change}] ` : ''}${resultName(result)}: ${oneLine(result.message)}`;
  if (result.status === 'accepted') return [line, `${INDENT}${oneLine(acceptanceText(result))}`];
  return [line];
}

/**
 * One block per failure (or flaky result), one line per other result that needs a reader (warning,
 * accepted, skipped, not assessable: the first OTHER_LINES), one line for all that passed: the
 * console stays short whatever the run; every result is in the reports.
 */
function resultsLines(results: readonly Result[], width: number, options: TextOptions): string[] {
  const ordered = worstFirst(results);
  const failed = ordered.filter((result) => result.status === 'failed' || result.status === 'flaky');
  const others = ordered.filter((result) => result.status !== 'failed' && result.status !== 'flaky' && (result.status !== 'passed' || observedOnly(result)));
  const passed = ordered.filter((result) => result.status === 'passed' && !observedOnly(result)).length;
  const shown = others.slice(0, OTHER_LINES);
  return [
    ...failed.flatMap((result) => failureLines(result, width, options)),
    ...shown.flatMap((result) => resultLine(result, width, options)),
    ...(others.length > shown.length ? [`… ${others.length - shown.length} more results that are not passes: each is in report.html and report.json`] : []),
    ...(passed > 0
      ? [`${tagOf('passed', options)}  ${passed} result${passed === 1 ? '' : 's'} passed (each with its evidence in report.html and report.json)`]
      : []),
  ];
}

/** The last line: the report's one verdict, with the seed where a run has one, and the server. */
function headline(report: RunReport): string {
  const { headline: verdict } = overallVerdict(report);
  return report.run.kind === 'run' ? `${verdict} (seed ${report.run.seed}, ${serverLabel(report.run)})` : `${verdict} (${serverLabel(report.run)})`;
}

/** The requirements left out of the verdict: each not assessed one (a MUST among them makes the run incomplete), the others counted. */
function standingText(report: RunReport): string[] {
  const lines = standingLines(report);
  const counted = (['notConfigured', 'notApplicable'] as const)
    .filter((key) => lines[key].length > 0)
    .map((key) => `${STANDING_TITLES[key]}: ${lines[key].length}`);
  return [
    ...(lines.notAssessed.length
      ? [`${STANDING_TITLES.notAssessed} (${lines.notAssessed.length}):`, ...lines.notAssessed.map((line) => `${INDENT}${oneLine(line)}`)]
      : []),
    ...(counted.length ? [`${counted.join(' · ')} (listed in the reports; neither makes the run incomplete)`] : []),
  ];
}

/** A gate per line, with its figure, before the verdict that names the failed ones again. */
const gateTextLines = (report: RunReport) =>
  (report.gates ?? []).map((gate) => `${gate.passed ? 'Gate passed' : 'Gate FAILED'}: ${gate.gate}: ${oneLine(gate.figure)}`);

/**
 * The console summary printed at the end of a run, bounded (issue 37): failures first, each in at most
 * 15 lines with its reproduction, then the other results that need a reader, the passes counted,
 * then the counts and the verdict.
 */
export function renderText(runReport: RunReport, options: TextOptions = {}): string {
  const report = prepareReport(runReport, options.secrets);
  const width = Math.max(0, ...report.results.map((result) => result.requirement.length));
  const lines = resultsLines(report.results, width, options);
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
    ...standingText(report),
    ...gateTextLines(report),
    headline(report),
  );
  return `${lines.join('\n')}\n`;
}
