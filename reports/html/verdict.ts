import type { RunReport } from '../../engine/report/model.js';
import { countStatuses, overallVerdict, plural, worstFirst, type OverallKind } from '../common/outcome.js';
import type { RequirementRow } from '../common/requirement-rows.js';
import { changeTag, coverageHeadline } from '../common/gates-text.js';
import { esc, operationHtml, verdictBadge } from './layout.js';

const TONE: Record<OverallKind, string> = {
  conforms: 'passed',
  'conforms-with-warnings': 'warning',
  'accepted-deviations': 'accepted',
  'does-not-conform': 'failed',
  inconclusive: 'skipped',
};
const MARK: Record<OverallKind, string> = {
  conforms: '✓',
  'conforms-with-warnings': '!',
  'accepted-deviations': '≈',
  'does-not-conform': '✗',
  inconclusive: '?',
};

function explanation(kind: OverallKind, failed: number, warnings: number, accepted: number): string {
  switch (kind) {
    case 'conforms':
      return 'The server met every requirement the suite checked. No deviation from a recommendation was seen.';
    case 'conforms-with-warnings':
      return `The server met every MUST requirement the suite checked. ${plural(warnings, 'warning')} point at recommendations (SHOULD); warnings do not affect conformance.`;
    case 'does-not-conform':
      return `The server violated ${plural(failed, 'check')} of requirements the specification states (MUST), or of recommendations the run's profile made binding (--strict, --require-deprecation-headers). Each one below links to its evidence and to a command that reproduces it.`;
    case 'accepted-deviations':
      return `The server violated ${plural(accepted, 'check')} of requirements the specification states (MUST), and the team accepted each of them until a date, with a reason (see Accepted deviations). The gate passes; the server does not conform.`;
    case 'inconclusive':
      return 'No check passed or failed: every check was skipped or none ran. Nothing can be concluded about the server.';
  }
}

const tile = (value: number | string, label: string, tone: string) =>
  `<div class="tile tone-${tone}"><strong>${esc(value)}</strong><span>${esc(label)}</span></div>`;

/** Failures, accepted failures, then warnings, each linking to its row of the matrix (new ones marked). */
function attention(report: RunReport): string {
  const items = worstFirst(report.results)
    .filter(({ status }) => status === 'failed' || status === 'accepted' || status === 'flaky' || status === 'warning')
    .map(
      (result) =>
        `<li>${verdictBadge(result.status)}${changeTag(result) ? ` <span class="change change-${result.change ?? ''}">${changeTag(result)}</span>` : ''} <a href="#req-${esc(result.requirement)}"><code>${esc(result.requirement)}</code></a> · <code>${esc(result.check)}</code> on <code>${operationHtml(result.operation)}</code>: ${esc(result.message)}</li>`,
    );
  return items.length === 0 ? '' : `<h3 class="attention-title">Needs attention</h3>\n<ol class="attention">\n${items.join('\n')}\n</ol>`;
}

/** The answer first: conforms or not, in words, with the counts behind it. */
export function renderVerdict(report: RunReport, rows: readonly RequirementRow[]): string {
  const { kind, headline } = overallVerdict(report);
  const counts = countStatuses(report.results);
  const checked = rows.filter((row) => row.verdict !== 'not-checked').length;
  return `<section id="verdict" class="verdict tone-${TONE[kind]}" data-verdict="${kind}">
<div class="verdict-head"><div class="verdict-mark" aria-hidden="true">${MARK[kind]}</div>
<div><h2>${esc(headline)}</h2><p>${esc(explanation(kind, counts.failed, counts.warning, counts.accepted))}</p></div></div>
<div class="tiles">
${tile(counts.passed, 'checks passed', 'passed')}${tile(counts.failed, 'checks failed', 'failed')}${counts.accepted ? tile(counts.accepted, 'accepted deviations', 'accepted') : ''}${counts.flaky ? tile(counts.flaky, 'flaky (not seen again)', 'flaky') : ''}${tile(counts.warning, 'warnings', 'warning')}
${tile(counts.skipped, 'checks skipped', 'skipped')}${tile(report.observations.length, 'observations', 'observed')}${tile(`${checked} / ${rows.length}`, 'requirements covered', 'neutral')}
</div>
${coverageHeadline(report) ? `<p class="coverage-headline">${esc(coverageHeadline(report) ?? '')}</p>` : ''}
${attention(report)}
</section>`;
}
