import { isRequirementId, requirement } from '../../specs/requirements.js';
import type { Observation } from '../../engine/report/model.js';
import { groupObservations, type ObservationGroup } from '../common/observation-groups.js';
import { plural } from '../common/outcome.js';
import { fold } from './fold.js';
import { esc, identHtml, operationHtml, section } from './layout.js';

/** Distinct messages shown before the rest is folded. */
const EXAMPLES = 3;

/** One or two operations by name; more as a count (the requirement's line names how many in all). */
const where = (operations: readonly string[]) =>
  operations.length > 2 ? `on ${operations.length} operations` : operations.map((operation) => `<code>${operationHtml(operation)}</code>`).join(', ');

/** A requirement's observations: its distinct messages, each with how often and where, the first few open. */
export function observationExamples(group: ObservationGroup): string {
  const items = group.messages.map(
    (item) => `<li><span>${esc(item.message)}</span> <span class="muted">(${item.count > 1 ? `${item.count}× · ` : ''}${where(item.operations)})</span></li>`,
  );
  return `<ul class="observed-list">${fold(items, EXAMPLES, '')}</ul>`;
}

function row(group: ObservationGroup): string {
  const sentence = isRequirementId(group.requirement) ? requirement(group.requirement).sentence : '';
  return `<tr data-requirement="${esc(group.requirement)}">
<td><a href="#req-${esc(group.requirement)}"><code>${identHtml(group.requirement)}</code></a><br><span class="muted">${esc(plural(group.count, 'observation'))} · ${esc(plural(group.operations.length, 'operation'))}</span></td>
<td>${observationExamples(group)}<div class="stance">${esc(sentence)}</div></td>
</tr>`;
}

/** What the server does where the specification says "not shown": information, never a verdict. */
export function renderObservations(observations: readonly Observation[]): string {
  const content =
    observations.length === 0
      ? '<p class="muted">No behaviour outside the specification was recorded in this run.</p>'
      : `<table class="observations"><thead><tr><th>Requirement</th><th>What the server did</th></tr></thead><tbody>
${groupObservations(observations).map(row).join('\n')}
</tbody></table>`;
  return section(
    'observations',
    'Observations on behaviour the specification does not show',
    'The specification leaves these behaviours open ("not shown"). They are recorded so that clients know what to expect; they never count against the server. Each requirement once, with how often and where; the same sentence on several operations is shown once.',
    content,
  );
}
