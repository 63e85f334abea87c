import type { RestoreOutcome, RunReport } from '../../engine/report/model.js';
import { esc, identHtml, section } from './layout.js';

const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li><code>${identHtml(item)}</code></li>`).join('')}</ul>`;

/** What the run changed on the server and could or could not put back. */
export function renderRestore(restore: RestoreOutcome | undefined): string {
  if (!restore) return '';
  // What is left over comes first (it is what a reader must act on); "nothing needed restoring" only when nothing is.
  const { restored, leftovers } = restore;
  const left = leftovers.length === 0 ? '' : `<div class="note"><strong>Left over, to clean up by hand:</strong>${list(leftovers)}</div>`;
  const back = restored.length > 0 ? `<p>Put back after the run:</p>${list(restored)}` : '';
  const clean =
    leftovers.length > 0
      ? ''
      : restored.length === 0
        ? '<p class="muted">Nothing needed restoring.</p>'
        : '<p>Nothing was left over: the server is as the run found it.</p>';
  return section(
    'restore',
    'Fixture restore',
    'The suite adds people to projects and changes fields while it runs, then restores them.',
    [left, back, clean].filter(Boolean).join('\n'),
  );
}

/** The command that replays the whole run with the same seed, so anyone can confirm the verdict. */
export function renderReproduce({ run }: RunReport): string {
  const content = `<pre class="command">${esc(run.command)}</pre>
<p class="muted">The same seed (<code>${esc(run.seed)}</code>) sends the same requests in the same order. Tokens appear as environment variables (<code>$PMC_TOKEN</code> and similar): set them before running. Each failure above also has its own one-request <code>curl</code> command.</p>`;
  return section('reproduce', 'Reproduce this run', '', content);
}
