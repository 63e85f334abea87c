import type { RunReport } from '../../engine/report/model.js';
import { definitions, esc } from './layout.js';
import { serverLabel } from '../common/labels.js';

/** The subject of the certification, as the specification names it. */
export const API_TITLE = 'Project and Timesheet Management API v1';

/** "2025-03-01T10:04:05.123Z" → "2025-03-01 10:04:05 UTC"; anything unparsable is shown as given. */
export function readableDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : `${new Date(time).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

function duration({ startedAt, finishedAt }: RunReport['run']): string {
  const seconds = (Date.parse(finishedAt) - Date.parse(startedAt)) / 1000;
  if (!Number.isFinite(seconds) || seconds < 0) return 'unknown';
  return seconds < 60 ? `${seconds.toFixed(1)} s` : `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

const mono = (text: string | number) => `<span class="mono">${esc(text)}</span>`;

/** "Product under test: Acme Timesheets 4.2.1", when the run was told (--product, --product-version). */
function productLine({ product }: RunReport['run']): string {
  const text = [product?.name, product?.version].filter((part) => part !== undefined && part !== '').join(' ');
  return text ? `<p class="target product">Product under test: <strong>${esc(text)}</strong></p>` : '';
}

/** Masthead: who was tested, when, and with exactly which suite, spec and seed. */
export function renderHeader({ tool, run }: RunReport): string {
  const facts: [string, string][] = [
    ['Date', esc(readableDate(run.finishedAt))],
    ['Duration', esc(duration(run))],
    ['Suite version', esc(`${tool.name} ${tool.version}`)],
    ['Catalogue version', esc(tool.catalogueVersion)],
    // The command in words (the label is upper-cased by the style: "Run" over "run" read "RUN run").
    ['Command', esc(`pm-conformance ${run.kind}${run.shard ? ` · shard ${run.shard}` : ''}`)],
    // Seed and profile mean something for a certification run only: another command has neither.
    ...(run.kind === 'run'
      ? ([
          ['Seed', `${mono(run.seed)} · ${esc(run.numRuns)} runs`],
          ['Profile', esc(`${run.profile ?? 'default'}${run.requireDeprecationHeaders ? ' · deprecation headers required' : ''}`)],
        ] as [string, string][])
      : []),
    ...(run.incomplete ? [['Incomplete', esc(run.incomplete)] as [string, string]] : []),
  ];
  const hashes: [string, string][] = [
    ['Spec SHA-256', mono(tool.specSha256)],
    ['Suite SHA-256', mono(tool.suiteSha256)],
  ];
  return `<header class="masthead"><div class="wrap">
<p class="eyebrow">Conformance certification report</p>
<h1>${esc(API_TITLE)}</h1>
<p class="target">Server under test: ${run.embedded ? `<strong>${esc(serverLabel(run))}</strong>` : `<strong class="mono">${esc(run.baseUrl)}</strong>`}</p>
${productLine(run)}
<dl class="meta">
${definitions(facts)}
</dl>
<dl class="meta hashes">
${definitions(hashes)}
</dl>
</div></header>`;
}
