import type { RunReport } from '../../engine/report/model.js';
import { entryProblems, entryTarget } from '../common/gates-text.js';
import { esc, identHtml, operationHtml, section, verdictBadge } from './layout.js';

const STATE_TEXT = { active: 'Active', expired: 'Expired: accepts nothing', stale: 'Stale: matched nothing', 'not-run': 'Its check did not run' } as const;

/** Every entry of the --accept file, its reason and expiry, and what it did in this run. */
export function renderAcceptance(report: RunReport): string {
  const acceptance = report.acceptance;
  if (!acceptance) return '';
  const rows = acceptance.entries.map(
    (entry) => `<tr data-entry="${entry.entry}" data-state="${entry.state}">
<td>${entry.entry + 1}${entry.line === undefined ? '' : `<br><span class="muted">line ${entry.line}</span>`}</td><td><code>${identHtml(entryTarget(entry))}</code></td>
<td>${esc(entry.reason)}</td><td>${esc(entry.expires)}</td><td>${esc(STATE_TEXT[entry.state])}</td><td>${entry.matched}</td></tr>`,
  );
  const problems = entryProblems(report);
  const note = problems.length
    ? `<div class="note"><strong>The accept file needs attention:</strong><ul>${problems.map((text) => `<li>${esc(text)}</li>`).join('')}</ul></div>`
    : '';
  const table = `<table class="acceptance-table"><thead><tr><th>Entry</th><th>Matches</th><th>Reason</th><th>Expires (end of day, UTC)</th><th>State</th><th>Failures matched</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table>`;
  return section(
    'accepted',
    'Accepted deviations',
    `Failures matched by an unexpired entry of ${acceptance.file} are reported as accepted and do not fail the run; they are still violations of the specification. Expiry judged at ${acceptance.judgedAt}.`,
    `${note}\n${table}`,
  );
}

/** What was fixed since the report given to --compare-with (new and still-there ones are marked where they are listed). */
export function renderComparison(report: RunReport): string {
  const comparison = report.comparison;
  if (!comparison) return '';
  const fixed = comparison.fixed.map(
    (item) =>
      `<li>${verdictBadge(item.status)} <code>${identHtml(item.requirement)}</code> · <code>${identHtml(item.check)}</code> on <code>${operationHtml(item.operation)}</code>: ${esc(item.message)}</li>`,
  );
  const content = `<p><strong>${comparison.new}</strong> new · <strong>${comparison.still}</strong> still there · <strong>${comparison.fixed.length}</strong> fixed</p>
${fixed.length ? `<h3>Fixed</h3><ol class="attention">${fixed.join('\n')}</ol>` : ''}`;
  return section('comparison', 'Since the previous run', `Compared with ${comparison.previous} (run of ${comparison.previousStartedAt}).`, content);
}
