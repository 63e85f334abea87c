import type { Level } from '../../specs/requirements.js';
import type { RequirementVerdict } from '../common/requirement-rows.js';
import { esc, levelBadge, section, verdictBadge } from './layout.js';

const LEVELS: Record<Level, string> = {
  MUST: 'The specification states it. A violation is a failure: the server does not conform.',
  SHOULD:
    'The specification implies it or a cited RFC recommends it. A deviation is a warning; the server still conforms. Under --strict the input-validation ones fail, under --require-deprecation-headers the RFC 9745/8594 ones.',
  UNSPECIFIED: 'The specification says the behaviour is "not shown". The suite records what the server does and never fails it for that.',
};

const VERDICTS: Record<RequirementVerdict, string> = {
  failed: "At least one check found a violation of a MUST requirement, or of a SHOULD the run's profile makes a failure.",
  accepted: 'A violation of a MUST requirement that the team accepted (--accept file), with a reason and an expiry date; it does not fail the run.',
  flaky:
    'A failure that was not seen again when re-checked on the spot (the same read or request sent again): both observations are given. It does not fail the run unless --strict.',
  warning: 'A recommendation (SHOULD) was not followed.',
  passed: 'Every check of the requirement held.',
  skipped: 'A precondition was missing (for example no member token was configured); the reason is given.',
  'not-assessable':
    'The check needs a read of the document that the server does not offer (neither GET nor PATCH {} answers it); the reason is given. Not a verdict on the server.',
  observed: 'Behaviour the specification leaves open was recorded, for information only.',
  'not-checked': 'No check of this run exercised the requirement (for example it was excluded, or cannot be observed through the API).',
};

/** How to read the report, for a reader who has never seen the tool. */
export function renderLegend(): string {
  const levels = Object.entries(LEVELS).map(([level, text]) => `<dt>${levelBadge(level as Level)}</dt><dd>${esc(text)}</dd>`);
  const verdicts = Object.entries(VERDICTS).map(([verdict, text]) => `<dt>${verdictBadge(verdict as RequirementVerdict)}</dt><dd>${esc(text)}</dd>`);
  const content = `<div class="legend">
<div><h3>Requirement levels</h3><dl>${levels.join('')}</dl></div>
<div><h3>Verdicts</h3><dl>${verdicts.join('')}</dl></div>
</div>`;
  return section(
    'legend',
    'How to read this report',
    "Every check traces to a requirement of the specification. A requirement's verdict is the worst result of its checks.",
    content,
  );
}
