import { readPathText } from '../common/read-path-text.js';
import { requirement } from '../../specs/requirements.js';
import type { Result, RunReport } from '../../engine/report/model.js';
import { VERDICT_LABEL, operationLabel, serverLabel } from '../common/labels.js';
import { comparisonHeadline, entryProblems } from '../common/gates-text.js';
import { checksLine, coverageLine, requirementTally, tallyParts } from '../common/totals.js';
import { overallVerdict, type OverallKind } from '../common/outcome.js';
import { mdBlock, mdCode, mdTable, mdText } from './markdown-text.js';
import { STANDING_TITLES, standingLines } from '../common/unassessed-text.js';

const ICON: Record<OverallKind, string> = {
  conforms: '✅',
  'conforms-with-warnings': '⚠️',
  'accepted-deviations': '☑️',
  'does-not-conform': '❌',
  incomplete: '⏸️',
  inconclusive: '❔',
  'gate-failed': '🚧',
  'part-without-failure': '🧩',
  interrupted: '⏹️',
};

function header(report: RunReport): string[] {
  const { tool, run } = report;
  const verdict = overallVerdict(report);
  return [
    `## ${ICON[verdict.kind]} ${mdText(tool.name)}: ${mdText(verdict.headline)}`,
    ...(run.interrupted ? [`**Interrupted:** ${mdText(run.interrupted)}; this report holds what was collected until then.`] : []),
    ...(run.incomplete ? [`**Incomplete run:** ${mdText(run.incomplete)}`] : []),
    ...(run.shard ? [`**Shard ${mdText(run.shard)}:** a part of the run; its verdict is the merged report's (\`pm-conformance merge-reports\`).`] : []),
    ...gateLines(report),
    `Server ${run.embedded ? mdText(serverLabel(run)) : mdCode(run.baseUrl)}${runIdentity(report)} · ${mdText(tool.name)} ${mdText(tool.version)} · spec sha256 ${mdCode(tool.specSha256.slice(0, 12))} · catalogue ${mdText(tool.catalogueVersion)} · finished ${mdText(run.finishedAt)}`,
    tallyTable(report),
    mdText(checksLine(report)),
    ...[readPathText(report), coverageLine(report), comparisonHeadline(report)].filter((text) => text !== undefined).map((text) => `**${mdText(text)}**`),
    ...standing(report),
  ];
}

/** The requirements left out of the verdict, each with why (not assessed first: they make a run incomplete). */
function standing(report: RunReport): string[] {
  const lines = standingLines(report);
  return (Object.keys(STANDING_TITLES) as (keyof typeof STANDING_TITLES)[])
    .filter((key) => lines[key].length > 0)
    .map((key) => `**${STANDING_TITLES[key]} (${lines[key].length}):**\n${lines[key].map((line) => `- ${mdText(line)}`).join('\n')}`);
}

/** Profile and seed, where they mean something: a certification run (another command has neither). */
function runIdentity({ run }: RunReport): string {
  if (run.kind !== 'run') return '';
  return ` · profile ${mdText(run.profile ?? 'default')} · seed ${mdCode(String(run.seed))}`;
}

/** Each gate with its figure, right under the verdict: a failed one is why the run fails. */
function gateLines(report: RunReport): string[] {
  return (report.gates ?? []).map((gate) => `${gate.passed ? '✅ Gate passed' : '❌ **Gate failed**'}: ${mdCode(gate.gate)}: ${mdText(gate.figure)}`);
}

/** Requirements by verdict: the headline figures (the checks behind them are the line below). */
function tallyTable(report: RunReport): string {
  const parts = tallyParts(requirementTally(report));
  return mdTable(
    ['', ...parts.map((part) => VERDICT_LABEL[part.verdict])],
    [['**Requirements**', ...parts.map((part) => String(part.count))]],
    ['l', ...parts.map(() => 'r' as const)],
  );
}

/** With --compare-with, what is new comes first (a PR comment's reader wants that), then what was fixed. */
function changes(report: RunReport): string[] {
  if (!report.comparison) return [];
  const fresh = report.results.filter((result) => result.change === 'new');
  const ordered = [
    ...fresh.filter((result) => result.status === 'failed'),
    ...fresh.filter((result) => result.status === 'accepted'),
    ...fresh.filter((result) => result.status === 'flaky'),
    ...fresh.filter((result) => result.status === 'warning'),
  ];
  const fixed = report.comparison.fixed.map((item) => [
    mdText(item.requirement),
    mdCode(item.check),
    mdCode(operationLabel(item.operation)),
    mdText(item.status),
    mdText(item.message),
  ]);
  return [
    `### 🆕 New since the previous run (${ordered.length})`,
    ...(ordered.length ? ordered.map((result) => finding(result, `${mdText(result.status.toUpperCase())} · `)) : ['Nothing new.']),
    ...section(
      `Fixed since the previous run (${fixed.length})`,
      fixed.length ? [mdTable(['Requirement', 'Check', 'Operation', 'Was', 'Message then'], fixed)] : [],
    ),
  ];
}

function accepted(report: RunReport): string[] {
  const rows = report.results
    .filter((result) => result.status === 'accepted')
    .map((result) => [
      mdText(result.requirement),
      mdCode(result.check),
      mdCode(operationLabel(result.operation)),
      mdText(result.acceptance?.reason ?? ''),
      mdText(result.acceptance?.expires ?? ''),
      mdText(result.message),
    ]);
  const problems = entryProblems(report).map((text) => `- ⚠️ ${mdText(text)}`);
  return [
    ...section(
      'Accepted deviations (not counted as failures)',
      rows.length ? [mdTable(['Requirement', 'Check', 'Operation', 'Reason', 'Expires', 'Received'], rows)] : [],
    ),
    ...section('Accept file needs attention', problems.length ? [problems.join('\n')] : []),
  ];
}

/** A failure or warning: what the spec states, what was received, how to reproduce it. */
function finding(result: Result, tag = ''): string {
  const { level, sentence } = requirement(result.requirement);
  return [
    `#### ${tag}${mdText(result.requirement)} · ${mdCode(result.check)} on ${mdCode(operationLabel(result.operation))}`,
    `> ${level}: ${mdText(sentence)}`,
    mdText(result.message),
    ...(result.reproduction ? ['Reproduce with:', mdBlock(result.reproduction, 'sh')] : []),
  ].join('\n\n');
}

function section(title: string, parts: string[]): string[] {
  return parts.length === 0 ? [] : [`### ${title}`, ...parts];
}

function restore(report: RunReport): string[] {
  if (!report.restore) return [];
  const { restored, leftovers } = report.restore;
  const lines: string[] = [];
  if (leftovers.length > 0) lines.push(`**Left over, clean up by hand:** ${leftovers.map(mdCode).join(', ')}`);
  if (restored.length > 0) lines.push(`Restored: ${restored.map(mdCode).join(', ')}`);
  else if (leftovers.length === 0) lines.push('Restored: nothing needed restoring');
  return section('Fixture restore', lines);
}

/** summary.md: the verdict and what to act on, for a pull request or the GitHub step summary. */
export function renderSummaryMarkdown(report: RunReport, appendix?: string): string {
  // Compared with a previous run, the new ones are shown first (above): the sections below keep the rest.
  const only = (status: Result['status']) => report.results.filter((result) => result.status === status && result.change !== 'new');
  const still = report.comparison ? ' (still there)' : '';
  const skipped = only('skipped').map((result) => [
    mdText(result.requirement),
    mdCode(result.check),
    mdCode(operationLabel(result.operation)),
    mdText(result.message),
  ]);
  const notAssessable = only('not-assessable').map((result) => [
    mdText(result.requirement),
    mdCode(result.check),
    mdCode(operationLabel(result.operation)),
    mdText(result.message),
  ]);
  const observed = report.observations.map((observation) => [
    mdText(observation.requirement),
    mdCode(operationLabel(observation.operation)),
    mdText(observation.message),
  ]);
  return `${[
    ...header(report),
    ...changes(report),
    ...section(
      `Failures${still}`,
      only('failed').map((result) => finding(result)),
    ),
    ...accepted(report),
    ...section(
      'Flaky (failures not seen again when re-checked on the spot)',
      only('flaky').map((result) => finding(result)),
    ),
    ...section(
      `Warnings${still}`,
      only('warning').map((result) => finding(result)),
    ),
    ...section(
      'Not assessable (the server offers no read these checks need)',
      notAssessable.length ? [mdTable(['Requirement', 'Check', 'Operation', 'Reason'], notAssessable)] : [],
    ),
    ...section('Skipped', skipped.length ? [mdTable(['Requirement', 'Check', 'Operation', 'Reason'], skipped)] : []),
    ...section('Observations ("not shown" behaviour)', observed.length ? [mdTable(['Requirement', 'Operation', 'Observed'], observed)] : []),
    ...restore(report),
    ...(appendix ? [appendix.trim()] : []),
    '### Reproduce the run',
    mdBlock(report.run.command, 'sh'),
  ].join('\n\n')}\n`;
}
