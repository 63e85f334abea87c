import type { OperationCoverage, RunReport } from '../../engine/report/model.js';
import type { RoundTripOutcome } from '../../engine/results/round-trip.js';
import { esc, identHtml, operationHtml } from './layout.js';

/** Columns in reading order: what was stored first, what went wrong next, what was never tried last. */
const COLUMNS: readonly RoundTripOutcome[] = ['stored', 'normalised', 'lost', 'refused', 'server error', 'not tried'];

const HEADINGS: Readonly<Record<RoundTripOutcome, string>> = {
  stored: 'Accepted and stored',
  normalised: 'Stored normalised',
  lost: 'Lost, cut, replaced or rounded',
  refused: 'Refused (4xx)',
  'server error': 'Server error (5xx)',
  'not tried': 'Not tried',
};

/**
 * Beyond this many classes in a cell (the 177 currencies), the list folds behind its count. What was
 * stored as sent is the expected case: it folds from a few classes on, so that a conforming run's table
 * is a line a field (closed folds stay closed on paper) and what went wrong stands out in full.
 */
const FOLD_AFTER: Readonly<Record<RoundTripOutcome, number>> = {
  stored: 3,
  normalised: 12,
  lost: 12,
  refused: 12,
  'server error': 12,
  'not tried': 12,
};

function list(labels: readonly string[], outcome: RoundTripOutcome): string {
  if (labels.length === 0) return '<span class="muted">—</span>';
  const codes = labels.map((label) => `<code>${identHtml(label)}</code>`).join(' ');
  return labels.length > FOLD_AFTER[outcome] ? `<details class="fold"><summary>${labels.length} classes</summary>${codes}</details>` : codes;
}

function operationTable(coverage: OperationCoverage): string {
  const fields = coverage.roundTrip ?? [];
  const rows = fields.map((field) => {
    // One class a line (class "paths"): labels hold spaces, and side by side they would run together.
    const cells = COLUMNS.map(
      (outcome) =>
        `<td class="paths">${list(
          field.classes.filter((entry) => entry.outcome === outcome).map((entry) => entry.class),
          outcome,
        )}</td>`,
    );
    return `<tr><td><code>${identHtml(field.field)}</code></td>${cells.join('')}</tr>`;
  });
  return `<h4><code>${operationHtml(coverage.operation)}</code></h4>
<table class="coverage-table round-trip"><thead><tr><th>Field</th>${COLUMNS.map((outcome) => `<th>${esc(HEADINGS[outcome])}</th>`).join('')}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table>`;
}

/**
 * "title: 10,000 characters accepted and stored": per operation and field, what became of each value
 * class of the round-trip phase (check stored-as-sent). Empty when the phase did not run.
 */
export function renderRoundTrip(report: RunReport): string {
  const operations = (report.coverage?.operations ?? []).filter((operation) => operation.roundTrip !== undefined);
  if (operations.length === 0) return '';
  return `<h3>Round trip: what was stored as sent</h3>
<p class="muted">Every value class of every writable field, sent against a stored value that differs from it, then read back: accepted and stored, stored normalised (a warning), lost, cut, replaced or rounded (a failure), refused (observed), answered with a 5xx, or not tried.</p>
${operations.map(operationTable).join('\n')}`;
}
