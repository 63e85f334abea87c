import { requirement } from '../../specs/requirements.js';
import type { Observation } from '../../engine/report/model.js';
import { esc, operationHtml, section } from './layout.js';

function row(observation: Observation): string {
  return `<tr data-requirement="${esc(observation.requirement)}">
<td><a href="#req-${esc(observation.requirement)}"><code>${esc(observation.requirement)}</code></a></td>
<td><code>${operationHtml(observation.operation)}</code></td>
<td>${esc(observation.message)}<div class="stance">${esc(requirement(observation.requirement).sentence)}</div></td>
</tr>`;
}

/** What the server does where the specification says "not shown": information, never a verdict. */
export function renderObservations(observations: readonly Observation[]): string {
  const content =
    observations.length === 0
      ? '<p class="muted">No behaviour outside the specification was recorded in this run.</p>'
      : `<table><thead><tr><th>Requirement</th><th>Operation</th><th>What the server did</th></tr></thead><tbody>
${observations.map(row).join('\n')}
</tbody></table>`;
  return section(
    'observations',
    'Observations on behaviour the specification does not show',
    'The specification leaves these behaviours open ("not shown"). They are recorded so that clients know what to expect; they never count against the server.',
    content,
  );
}
