import { observationsOf, plural, worstFirst } from '../common/outcome.js';
import type { RequirementRow } from '../common/requirement-rows.js';
import { renderResult } from './evidence.js';
import { groupObservations } from '../common/observation-groups.js';
import { observationExamples } from './observations.js';
import { esc, identHtml, levelBadge, section, verdictBadge } from './layout.js';

/** Observations not already shown under one of the requirement's results. */
function looseObservations(row: RequirementRow): string {
  const loose = row.observations.filter(
    (observation) => !row.results.some((result) => result.check === observation.check && result.operation === observation.operation),
  );
  if (loose.length === 0) return '';
  return groupObservations(loose).map(observationExamples).join('');
}

/** Results a reader must see, open on screen and on paper; the others sit in one closed fold per requirement. */
const OPEN: ReadonlySet<string> = new Set(['failed', 'accepted', 'warning']);

function detailRow(row: RequirementRow): string {
  const ordered = worstFirst(row.results);
  const open = ordered.filter((result) => OPEN.has(result.status)).map((result) => renderResult(result, observationsOf(result, row.observations)));
  const rest = ordered.filter((result) => !OPEN.has(result.status));
  const folded = rest.map((result) => renderResult(result, observationsOf(result, row.observations))).join('\n') + looseObservations(row);
  const content = `${open.join('\n')}${folded ? `<details class="more"><summary>${esc(foldSummary(rest, row.observations.length))}</summary>${folded}</details>` : ''}`;
  // A row with nothing open is only its fold: on paper the verdict column already says what it holds.
  const kind = open.length === 0 ? 'detail detail-folded' : 'detail';
  return content ? `<tr class="${kind}" data-detail-of="${esc(row.entry.id)}"><td></td><td colspan="2">${content}</td></tr>` : '';
}

/** "3 checks passed on 2 operations · 1 skipped · 12 observations": what the closed fold holds. */
function foldSummary(results: readonly RequirementRow['results'][number][], observations: number): string {
  const by = (status: string) => results.filter((result) => result.status === status);
  const operations = (list: readonly { operation: string }[]) => new Set(list.map((item) => item.operation)).size;
  const parts = [
    ...(by('passed').length ? [`${plural(by('passed').length, 'check')} passed on ${plural(operations(by('passed')), 'operation')}`] : []),
    ...(by('skipped').length ? [`${by('skipped').length} skipped`] : []),
    ...(observations ? [plural(observations, 'observation')] : []),
  ];
  return parts.join(' · ') || 'details';
}

function coverage(row: RequirementRow): string {
  if (row.judgedBy) return `judged by ${row.judgedBy.join(', ')}: nothing seen broken`;
  if (row.results.length === 0 && row.observations.length === 0) return 'not exercised';
  const operations = new Set([...row.results, ...row.observations].map((item) => item.operation)).size;
  return `${plural(row.results.length, 'check')} · ${plural(operations, 'operation')}`;
}

function requirementRow(row: RequirementRow): string {
  const { id, level, section: where, sentence, stance, source } = row.entry;
  return `<tr id="req-${esc(id)}" class="req req-${row.verdict}" data-requirement="${esc(id)}" data-verdict="${row.verdict}">
<td class="req-id"><code>${identHtml(id)}</code> ${levelBadge(level)}</td>
<td><p class="sentence">${esc(sentence)}</p><p class="stance">How it is checked: ${esc(stance)}</p><p class="where">§ ${esc(where)}${source ? ` · ${esc(source)}` : ''}</p></td>
<td class="req-verdict">${verdictBadge(row.verdict)}<span class="req-count">${esc(coverage(row))}</span></td>
</tr>
${detailRow(row)}`;
}

/** Every requirement of the catalogue, checked or not: what the spec says and what the server did. */
export function renderMatrix(rows: readonly RequirementRow[]): string {
  const table = `<table class="matrix">
<thead><tr><th>Requirement</th><th>Statement of the specification</th><th>Verdict</th></tr></thead>
<tbody>
${rows.map(requirementRow).join('\n')}
</tbody>
</table>`;
  return section(
    'matrix',
    'Requirement matrix',
    `All ${rows.length} requirements of the catalogue, in the specification's order. Under each one: every check that exercised it, with the request and response that show the verdict and a command to reproduce it.`,
    table,
  );
}
