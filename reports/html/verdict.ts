import { readPathText } from '../common/read-path-text.js';
import type { RunReport } from '../../engine/report/model.js';
import { overallVerdict, plural, worstFirst, type OverallKind } from '../common/outcome.js';
import { checksLine, coverageLine, requirementTally, tallyParts } from '../common/totals.js';
import type { RequirementRow } from '../common/requirement-rows.js';
import { changeTag } from '../common/gates-text.js';
import { esc, identHtml, operationHtml, verdictBadge } from './layout.js';
import { STANDING_TITLES, standingLines } from '../common/unassessed-text.js';

const TONE: Record<OverallKind, string> = {
  conforms: 'passed',
  'conforms-with-warnings': 'warning',
  'accepted-deviations': 'accepted',
  'does-not-conform': 'failed',
  incomplete: 'not-assessable',
  inconclusive: 'skipped',
  'gate-failed': 'failed',
  'part-without-failure': 'passed',
  interrupted: 'skipped',
};
const MARK: Record<OverallKind, string> = {
  conforms: '✓',
  'conforms-with-warnings': '!',
  'accepted-deviations': '≈',
  'does-not-conform': '✗',
  incomplete: '…',
  inconclusive: '?',
  'gate-failed': '✗',
  'part-without-failure': '◐',
  interrupted: '■',
};

/** The options this run gave that made recommendations binding: none on a default run, so none named. */
function bindingOptions(run: RunReport['run']): string {
  const options = [...(run.profile === 'strict' ? ['--strict'] : []), ...(run.requireDeprecationHeaders ? ['--require-deprecation-headers'] : [])];
  return options.length === 0 ? '' : `, or recommendations this run made binding (${options.join(', ')})`;
}

function explanation(kind: OverallKind, failed: number, warnings: number, accepted: number, run: RunReport['run']): string {
  // Counts are requirements, as in the headline.
  switch (kind) {
    case 'conforms':
      return 'The server met every requirement the suite checked. No deviation from a recommendation was seen.';
    case 'conforms-with-warnings':
      return `The server met every MUST requirement the suite checked. Warnings on ${plural(warnings, 'requirement')} point at recommendations (SHOULD); warnings do not affect conformance.`;
    case 'does-not-conform':
      return `The server violated ${plural(failed, 'requirement')} the specification states (MUST)${bindingOptions(run)}. Each one below links to its evidence and to a command that reproduces it.`;
    case 'accepted-deviations':
      return `The server violated ${plural(accepted, 'requirement')} the specification states (MUST), and the team accepted each of them until a date, with a reason (see Accepted deviations). The gate passes; the server does not conform.`;
    case 'incomplete':
      return 'No failure was seen, but requirements the specification states (MUST) that this configuration makes testable were not assessed on real answers (rate limited, not answering, no read): the run cannot say the server conforms. Each is listed below with why.';
    case 'inconclusive':
      return 'No check passed or failed: every check was skipped or none ran. Nothing can be concluded about the server.';
    case 'gate-failed':
      return 'No requirement failed, but a gate the run was given did not pass (named above with its figure): the run fails.';
    case 'part-without-failure':
      return 'This shard ran only a part of the suite and found no failure in it. The verdict on the server is the merged report of every shard.';
    case 'interrupted':
      return 'The run was stopped before its end: this report holds only what was collected until then, and concludes nothing about the rest.';
  }
}

const tile = (value: number | string, label: string, tone: string) =>
  `<div class="tile tone-${tone}"><strong>${esc(value)}</strong><span>${esc(label)}</span></div>`;

/** Longest message in the list; the whole one is under the requirement in the matrix. */
const MESSAGE_CHARS = 170;

/** What was received, without the spec's sentence the matrix shows beside it, cut to a line or two. */
function shortMessage(message: string): string {
  const received = message.split(' The spec states:')[0] ?? message;
  return received.length <= MESSAGE_CHARS ? received : `${received.slice(0, MESSAGE_CHARS - 1).trimEnd()}…`;
}

/** The fixtures, in one line: put back, or what a person must clean up. */
function restoreLine(report: RunReport): string {
  const restore = report.restore;
  if (!restore) return '';
  if (restore.leftovers.length > 0)
    return `<p class="restore-line tone-failed"><strong>Left on the server: ${esc(plural(restore.leftovers.length, 'change'))}</strong> the run could not put back; see <a href="#restore">Fixture restore</a>.</p>`;
  return `<p class="restore-line">Fixtures: ${restore.restored.length ? 'every change put back' : 'nothing needed restoring'}; nothing left over.</p>`;
}

const ATTENTION: readonly RequirementRow['verdict'][] = ['failed', 'accepted', 'flaky', 'warning'];

/**
 * Requirements that failed, were accepted or warned, each once, linking to its row of the matrix: the
 * first message of its worst result and how many checks share that verdict (new ones marked). One line a
 * requirement keeps the first page of a failing run to one printed page.
 */
function attention(rows: readonly RequirementRow[]): string {
  const items = ATTENTION.flatMap((verdict) => rows.filter((row) => row.verdict === verdict)).map((row) => {
    const worst = worstFirst(row.results).filter((result) => result.status === row.verdict);
    const first = worst[0];
    const fresh = worst.some((result) => result.change === 'new') ? 'new' : worst.some((result) => result.change === 'still') ? 'still' : undefined;
    const tag = fresh ? changeTag({ change: fresh }) : '';
    const more = worst.length > 1 ? ` <span class="muted">(${plural(worst.length, 'check')})</span>` : '';
    const message = first ? shortMessage(first.message) : '';
    return `<li data-requirement="${esc(row.entry.id)}">${verdictBadge(row.verdict)}${tag ? ` <span class="change change-${fresh ?? ''}">${tag}</span>` : ''} <a href="#req-${esc(row.entry.id)}"><code>${identHtml(row.entry.id)}</code></a>${more}${first ? `: <code>${identHtml(first.check)}</code> on <code>${operationHtml(first.operation)}</code>: ${esc(message)}` : ''}</li>`;
  });
  return items.length === 0 ? '' : `<h3 class="attention-title">Needs attention</h3>\n<ol class="attention">\n${items.join('\n')}\n</ol>`;
}

/** The requirements left out of the verdict, each with why: not assessed (a MUST among them: incomplete), not configured, not applicable. */
function standing(report: RunReport): string {
  const lines = standingLines(report);
  return (Object.keys(STANDING_TITLES) as (keyof typeof STANDING_TITLES)[])
    .filter((key) => lines[key].length > 0)
    .map(
      (key) =>
        `<h3 class="standing-title">${esc(STANDING_TITLES[key])} (${lines[key].length})</h3>\n<ul class="standing standing-${key}">${lines[key].map((line) => `<li>${esc(line)}</li>`).join('')}</ul>`,
    )
    .join('\n');
}

/** Each gate with its figure: a failed one is why the run fails. */
function gateList(report: RunReport): string {
  const gates = report.gates ?? [];
  if (gates.length === 0) return '';
  const items = gates.map(
    (gate) =>
      `<li class="gate tone-${gate.passed ? 'passed' : 'failed'}" data-gate-passed="${String(gate.passed)}">${gate.passed ? 'Gate passed' : '<strong>Gate failed</strong>'}: <code>${identHtml(gate.gate)}</code>: ${esc(gate.figure)}</li>`,
  );
  return `<ul class="gates" aria-label="Gates">\n${items.join('\n')}\n</ul>`;
}

/** The answer first: conforms or not, in words, with the counts behind it. */
export function renderVerdict(report: RunReport, rows: readonly RequirementRow[]): string {
  const { kind, headline } = overallVerdict(report);
  const tally = requirementTally(report);
  const coverage = coverageLine(report);
  return `<section id="verdict" class="verdict tone-${TONE[kind]}" data-verdict="${kind}">
<div class="verdict-head"><div class="verdict-mark" aria-hidden="true">${MARK[kind]}</div>
<div><h2>${esc(headline)}</h2><p>${esc(explanation(kind, tally.failed, tally.warning, tally.accepted, report.run))}</p></div></div>
${gateList(report)}
<div class="tiles" aria-label="Requirements by verdict">
${tallyParts(tally)
  .map((part) => tile(part.count, `requirements ${part.word}`, part.verdict))
  .join('')}
</div>
<p class="checks-line">${esc(checksLine(report))} <span class="muted">(one check is one rule applied to one operation)</span></p>
${readPathText(report) ? `<p class="read-path">${esc(readPathText(report) ?? '')}</p>` : ''}
${coverage ? `<p class="coverage-headline">${esc(`Coverage: ${coverage}`)}</p>` : ''}
${restoreLine(report)}
${attention(rows)}
${standing(report)}
</section>`;
}
