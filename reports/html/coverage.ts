import type { OperationCoverage, RunReport } from '../../engine/report/model.js';
import { coverageLine } from '../common/totals.js';
import { esc, identHtml, operationHtml, section } from './layout.js';
import { fold } from './fold.js';
import { stackedBar } from './svg.js';
import { renderRoundTrip } from './round-trip.js';

/**
 * A field path ("entries[].hours[].value", also leading an enum value or a bound) may break after each
 * step, and a label in parentheses ("(unknown field)") never: long paths would otherwise widen the table
 * past the page, or split mid-word. Lists of paths show one a line, a wrapped one indented: in a
 * flowing line the steps of neighbouring nested paths run together.
 */
const pathHtml = (text: string) =>
  esc(text)
    .replace(/(\]\.|\.(?=[A-Za-z_(]))/g, '$1<wbr>')
    .replace(/\([^)]*\)/g, (label) => label.replace(/ /g, '&nbsp;'));

/** Items shown before a list is folded ("and 12 more"). */
const SHOWN = 12;

const cell = (items: readonly (string | number)[], html: (item: string) => string = esc) =>
  items.length === 0
    ? '<span class="muted">—</span>'
    : fold(
        items.map((item) => `<code>${html(String(item))}</code>`),
        SHOWN,
      );

/**
 * "path=value" items grouped by path, each path's values on one line, long enumerations folded: the
 * 150-odd ISO 4217 codes accepted for currency are one line and a fold, not a page.
 */
function enumCell(items: readonly string[]): string {
  if (items.length === 0) return '<span class="muted">—</span>';
  const byPath = new Map<string, string[]>();
  for (const item of items) {
    const at = item.indexOf('=');
    const [path, value] = at < 0 ? [item, ''] : [item.slice(0, at), item.slice(at + 1)];
    byPath.set(path, [...(byPath.get(path) ?? []), value]);
  }
  return [...byPath]
    .map(
      ([path, values]) =>
        `<div class="enum"><code>${pathHtml(path)}</code> <span class="muted">(${values.length})</span>: ${fold(
          values.map((value) => `<code>${identHtml(value)}</code>`),
          SHOWN,
        )}</div>`,
    )
    .join('');
}

function operationRow(coverage: OperationCoverage): string {
  return `<tr data-operation="${esc(coverage.operation)}"><td><code>${operationHtml(coverage.operation)}</code><br><span class="muted">${coverage.exchanges} exchanges</span></td>
<td>${cell(coverage.documentedStatusesSeen)}${coverage.documentedStatusesMissing.length ? `<br><span class="muted">not seen: ${esc(coverage.documentedStatusesMissing.join(', '))}</span>` : ''}</td>
<td class="paths">${cell(coverage.fieldsSentValid, pathHtml)}</td><td class="paths">${cell(coverage.fieldsSentInvalid, pathHtml)}</td><td class="paths">${cell(coverage.fieldsNeverSent, pathHtml)}</td>
<td>${enumCell(coverage.enumValuesAccepted)}</td><td class="paths">${cell(coverage.boundaries, pathHtml)}</td></tr>`;
}

/** How much of the spec the run exercised: requirements (chart), then per operation (table). */
export function renderCoverage(report: RunReport): string {
  const coverage = report.coverage;
  if (!coverage) return '';
  const { requirements } = coverage;
  const chart = stackedBar('Requirements by coverage', [
    { label: 'Exercised', value: requirements.exercised, tone: 'exercised' },
    { label: 'Only skipped', value: requirements.skipped.length, tone: 'skipped' },
    { label: 'Not run', value: requirements.notRun.length, tone: 'not-checked' },
  ]);
  const skipped = requirements.skipped.map((item) => `<li><code>${identHtml(item.id)}</code>: ${esc(item.reasons.join('; '))}</li>`);
  const table = `<table class="coverage-table"><thead><tr><th>Operation</th><th>Documented statuses seen</th><th>Fields sent valid</th><th>Fields sent invalid</th><th>Fields never sent</th><th>Enum values accepted</th><th>Boundaries exercised</th></tr></thead>
<tbody>
${coverage.operations.map(operationRow).join('\n')}
</tbody></table>`;
  const content = `<p class="coverage-headline">${esc(coverageLine(report) ?? '')}</p>
<div class="coverage">${chart}</div>
${skipped.length ? `<h3>Skipped requirements</h3><ul>${skipped.join('')}</ul>` : ''}
${requirements.notRun.length ? `<h3>Not run</h3><p>${requirements.notRun.map((id) => `<code>${identHtml(id)}</code>`).join(' ')}</p>` : ''}
<h3>By operation</h3>
${table}
${renderRoundTrip(report)}`;
  return section(
    'spec-coverage',
    'Spec coverage',
    'Which requirements had a check that ran, and per operation which documented statuses, fields, enum values and bounds the run exercised.',
    content,
  );
}
