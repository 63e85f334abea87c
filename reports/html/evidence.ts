import type { Observation, Result } from '../../engine/report/model.js';
import { counterexampleText, countsText, requestText, responseText } from '../common/detail-text.js';
import { acceptanceText, changeTag } from '../common/gates-text.js';
import { esc, identHtml, operationHtml, verdictBadge } from './layout.js';
import { groupObservations } from '../common/observation-groups.js';
import { observationExamples } from './observations.js';

const block = (title: string, text: string, className = '') => `<h4>${esc(title)}</h4><pre${className ? ` class="${className}"` : ''}>${esc(text)}</pre>`;

function evidenceBlocks({ evidence, counterexample, reproduction }: Result): string {
  const blocks: string[] = [];
  if (evidence) blocks.push(block('Request sent', requestText(evidence.request)));
  if (evidence?.response) blocks.push(block('Response received', responseText(evidence.response)));
  if (evidence?.problem) blocks.push(block('Transport problem', evidence.problem));
  if (counterexample !== undefined) blocks.push(block('Counterexample (shrunk)', counterexampleText(counterexample)));
  if (reproduction) blocks.push(block('Reproduce with', reproduction, 'command'));
  return blocks.join('\n');
}

/** The same sentence observed on many samples is shown once, with a count; a few examples, the rest folded. */
const observationList = (observations: readonly Observation[]) =>
  observations.length === 0 ? '' : `<h4>Observed</h4>${groupObservations(observations).map(observationExamples).join('')}`;

/**
 * One check on one operation: verdict, message, the request and response that show it, the shrunk
 * payload and the command that replays it. Failures and warnings are open, so a printout shows them.
 */
export function renderResult(result: Result, observations: readonly Observation[]): string {
  const open = ['failed', 'warning', 'accepted', 'flaky'].includes(result.status) ? ' open' : '';
  const change = changeTag(result);
  return `<details class="result"${open} data-status="${result.status}">
<summary>${verdictBadge(result.status)}${change ? ` <span class="change change-${result.change ?? ''}">${change}</span>` : ''} <code>${identHtml(result.check)}</code> on <code>${operationHtml(result.operation)}</code> <span class="muted">${esc(countsText(result.counts))}</span></summary>
<div class="result-body">
<p class="message">${esc(result.message)}</p>
${result.acceptance ? `<p class="acceptance">${esc(acceptanceText(result))}</p>` : ''}
${evidenceBlocks(result)}
${observationList(observations)}
</div>
</details>`;
}
