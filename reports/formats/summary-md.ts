import { requirement } from '../../specs/requirements.js';
import type { Result, RunReport } from '../model.js';
import { operationLabel } from '../common/labels.js';
import { countStatuses, overallVerdict, type OverallKind } from '../common/outcome.js';
import { mdBlock, mdCode, mdTable, mdText } from './markdown-text.js';

const ICON: Record<OverallKind, string> = { 'conforms': '✅', 'conforms-with-warnings': '⚠️', 'does-not-conform': '❌', 'inconclusive': '❔' };

function header(report: RunReport): string[] {
  const { tool, run, results, observations } = report;
  const verdict = overallVerdict(report);
  const counts = countStatuses(results);
  return [
    `## ${ICON[verdict.kind]} ${mdText(tool.name)}: ${mdText(verdict.headline)}`,
    ...(run.incomplete ? [`**Incomplete run:** ${mdText(run.incomplete)}`] : []),
    `Server ${mdCode(run.baseUrl)} · profile ${mdText(run.profile ?? 'default')} · seed ${mdCode(String(run.seed))} · ${mdText(tool.name)} ${mdText(tool.version)} · spec sha256 ${mdCode(tool.specSha256.slice(0, 12))} · catalogue ${mdText(tool.catalogueVersion)} · finished ${mdText(run.finishedAt)}`,
    mdTable(['Passed', 'Failed', 'Warnings', 'Skipped', 'Observations'], [[counts.passed, counts.failed, counts.warning, counts.skipped, observations.length].map(String)], ['r', 'r', 'r', 'r', 'r']),
  ];
}

/** A failure or warning: what the spec states, what was received, how to reproduce it. */
function finding(result: Result): string {
  const { level, sentence } = requirement(result.requirement);
  return [
    `#### ${mdText(result.requirement)} · ${mdCode(result.check)} on ${mdCode(operationLabel(result.operation))}`,
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
  const lines = [`Restored: ${restored.length === 0 ? 'nothing to restore' : restored.map(mdCode).join(', ')}`];
  if (leftovers.length > 0) lines.push(`**Left over, clean up by hand:** ${leftovers.map(mdCode).join(', ')}`);
  return section('Fixture restore', lines);
}

/** summary.md: the verdict and what to act on, for a pull request or the GitHub step summary. */
export function renderSummaryMarkdown(report: RunReport): string {
  const only = (status: Result['status']) => report.results.filter((result) => result.status === status);
  const skipped = only('skipped').map((result) => [mdText(result.requirement), mdCode(result.check), mdCode(operationLabel(result.operation)), mdText(result.message)]);
  const observed = report.observations.map((observation) => [mdText(observation.requirement), mdCode(operationLabel(observation.operation)), mdText(observation.message)]);
  return `${[
    ...header(report),
    ...section('Failures', only('failed').map(finding)),
    ...section('Warnings', only('warning').map(finding)),
    ...section('Skipped', skipped.length ? [mdTable(['Requirement', 'Check', 'Operation', 'Reason'], skipped)] : []),
    ...section('Observations ("not shown" behaviour)', observed.length ? [mdTable(['Requirement', 'Operation', 'Observed'], observed)] : []),
    ...restore(report),
    '### Reproduce the run',
    mdBlock(report.run.command, 'sh'),
  ].join('\n\n')}\n`;
}
