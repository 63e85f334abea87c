import { observationsOf, plural, worstFirst } from '../common/outcome.js';
import type { RequirementRow } from '../common/requirement-rows.js';
import { renderResult } from './evidence.js';
import { esc, levelBadge, operationHtml, section, verdictBadge } from './layout.js';

/** Observations not already shown under one of the requirement's results. */
function looseObservations(row: RequirementRow): string {
  const loose = row.observations.filter(
    (observation) => !row.results.some((result) => result.check === observation.check && result.operation === observation.operation),
  );
  if (loose.length === 0) return '';
  return `<ul class="observed-list">${loose.map((observation) => `<li><span><code>${operationHtml(observation.operation)}</code>: ${esc(observation.message)}</span></li>`).join('')}</ul>`;
}

function detailRow(row: RequirementRow): string {
  const results = worstFirst(row.results).map((result) => renderResult(result, observationsOf(result, row.observations)));
  const content = results.join('\n') + looseObservations(row);
  return content ? `<tr class="detail" data-detail-of="${esc(row.entry.id)}"><td></td><td colspan="2">${content}</td></tr>` : '';
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
<td class="req-id"><code>${esc(id)}</code><br>${levelBadge(level)}<p class="where">§ ${esc(where)}${source ? `<br>${esc(source)}` : ''}</p></td>
<td><p class="sentence">${esc(sentence)}</p><p class="stance">How it is checked: ${esc(stance)}</p></td>
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
